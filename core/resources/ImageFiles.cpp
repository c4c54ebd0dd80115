#include "resources/ImageFiles.h"

#include <png.h>
// jpeglib.h needs FILE and size_t declared first.
#include <cstdio>
#include <jpeglib.h>

#include <csetjmp>
#include <cstring>

namespace sw {

namespace {

constexpr std::uint8_t kPngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
// Larger images are refused before decoding: a header can claim any size.
constexpr std::uint64_t kMaxPixels = 16384ull * 16384ull;

std::uint32_t be32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) << 24 | std::uint32_t(p[1]) << 16 | std::uint32_t(p[2]) << 8 |
           std::uint32_t(p[3]);
}

// Walks a PNG's chunks: the size from IHDR, the offsets from grAb.
Result<ImageHeader> pngHeader(std::span<const std::uint8_t> bytes, const std::string& where)
{
    ImageHeader h;
    bool sawHeader = false;
    std::size_t p = 8;
    while (p + 8 <= bytes.size()) {
        const std::uint32_t length = be32(bytes.data() + p);
        const std::uint8_t* type = bytes.data() + p + 4;
        if (std::uint64_t(p) + 12 + length > bytes.size())
            break;
        const std::uint8_t* data = bytes.data() + p + 8;
        if (std::memcmp(type, "IHDR", 4) == 0 && length >= 8) {
            h.width = static_cast<int>(std::min<std::uint32_t>(be32(data), 1u << 30));
            h.height = static_cast<int>(std::min<std::uint32_t>(be32(data + 4), 1u << 30));
            sawHeader = true;
        } else if (std::memcmp(type, "grAb", 4) == 0 && length >= 8) {
            h.offsetX = static_cast<std::int32_t>(be32(data));
            h.offsetY = static_cast<std::int32_t>(be32(data + 4));
        } else if (std::memcmp(type, "IDAT", 4) == 0 || std::memcmp(type, "IEND", 4) == 0) {
            break; // grAb comes before the image data
        }
        p += 12 + length;
    }
    if (!sawHeader || h.width <= 0 || h.height <= 0)
        return makeError(where + ": a PNG image without a valid header (IHDR).");
    return h;
}

// libjpeg reports fatal errors through a callback that must not return: it jumps back to the
// decoding function, whose frame holds nothing that needs a destructor between the jump points.
struct JpegError {
    jpeg_error_mgr manager;
    std::jmp_buf back;
    char message[JMSG_LENGTH_MAX];
};

void jpegFail(j_common_ptr info)
{
    auto* err = reinterpret_cast<JpegError*>(info->err);
    (*info->err->format_message)(info, err->message);
    std::longjmp(err->back, 1);
}

void jpegQuiet(j_common_ptr, int) {}

// Decodes a JPEG; with `pixels` null, reads only the header. Returns false with `message` set.
bool jpegDecode(std::span<const std::uint8_t> bytes, int& width, int& height,
                std::vector<std::uint8_t>* pixels, char* message)
{
    jpeg_decompress_struct info;
    JpegError err;
    info.err = jpeg_std_error(&err.manager);
    err.manager.error_exit = jpegFail;
    err.manager.emit_message = jpegQuiet;
    if (setjmp(err.back)) {
        std::memcpy(message, err.message, sizeof err.message);
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
    jpeg_read_header(&info, TRUE);
    width = static_cast<int>(info.image_width);
    height = static_cast<int>(info.image_height);
    if (pixels && std::uint64_t(width) * std::uint64_t(height) <= kMaxPixels) {
        info.out_color_space = JCS_EXT_RGBA;
        jpeg_start_decompress(&info);
        pixels->resize(std::size_t(info.output_width) * info.output_height * 4);
        while (info.output_scanline < info.output_height) {
            JSAMPROW row = pixels->data() + std::size_t(info.output_scanline) * info.output_width * 4;
            jpeg_read_scanlines(&info, &row, 1);
        }
        jpeg_finish_decompress(&info);
    }
    jpeg_destroy_decompress(&info);
    return true;
}

} // namespace

bool isPng(std::span<const std::uint8_t> bytes)
{
    return bytes.size() >= 8 && std::memcmp(bytes.data(), kPngSignature, 8) == 0;
}

bool isJpeg(std::span<const std::uint8_t> bytes)
{
    return bytes.size() >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

Result<ImageHeader> readImageHeader(std::span<const std::uint8_t> bytes, const std::string& where)
{
    if (isPng(bytes))
        return pngHeader(bytes, where);
    if (isJpeg(bytes)) {
        ImageHeader h;
        char message[JMSG_LENGTH_MAX] = {};
        if (!jpegDecode(bytes, h.width, h.height, nullptr, message))
            return makeError(where + ": a damaged JPEG image (" + message + ").");
        if (h.width <= 0 || h.height <= 0)
            return makeError(where + ": a JPEG image of no size.");
        return h;
    }
    return makeError(where + ": neither a PNG nor a JPEG image.");
}

Result<Image> decodeImageFile(std::span<const std::uint8_t> bytes, const std::string& where)
{
    auto header = readImageHeader(bytes, where);
    if (!header)
        return header.error();
    if (std::uint64_t(header->width) * std::uint64_t(header->height) > kMaxPixels)
        return makeError(where + ": " + std::to_string(header->width) + "x" +
                         std::to_string(header->height) + " pixels is too large an image.");
    Image img;
    img.offsetX = header->offsetX;
    img.offsetY = header->offsetY;
    if (isPng(bytes)) {
        png_image png;
        std::memset(&png, 0, sizeof png);
        png.version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_memory(&png, bytes.data(), bytes.size()))
            return makeError(where + ": a damaged PNG image (" + png.message + ").");
        if (std::uint64_t(png.width) * png.height > kMaxPixels) {
            png_image_free(&png);
            return makeError(where + ": too large a PNG image.");
        }
        png.format = PNG_FORMAT_RGBA;
        img.width = static_cast<int>(png.width);
        img.height = static_cast<int>(png.height);
        img.rgba.resize(PNG_IMAGE_SIZE(png));
        if (!png_image_finish_read(&png, nullptr, img.rgba.data(), 0, nullptr)) {
            const std::string why = png.message;
            png_image_free(&png);
            return makeError(where + ": a damaged PNG image (" + why + ").");
        }
        return img;
    }
    char message[JMSG_LENGTH_MAX] = {};
    if (!jpegDecode(bytes, img.width, img.height, &img.rgba, message))
        return makeError(where + ": a damaged JPEG image (" + message + ").");
    return img;
}

} // namespace sw
