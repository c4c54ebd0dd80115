// Fuzz target for the UDMF TEXTMAP parser on its own (the WAD target reaches it only through a
// valid directory, which mutations rarely keep).
#include "io/Udmf.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    (void)sw::parseUdmf(std::string_view(reinterpret_cast<const char*>(data), size), "TEXTMAP");
    return 0;
}
