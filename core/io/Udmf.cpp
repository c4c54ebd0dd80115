// The UDMF parser: a lexer of views into the text and a parser that hands each block to a
// handler while it is still in the lexer's cache. Nothing is allocated per token or per field;
// numbers in the usual forms (123, -25.5) are converted without the C library.
#include "io/Udmf.h"

#include <cerrno>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace sw {

namespace {

struct ParseError {
    int line;
    std::string message;
};

// Character classes of the C locale, as one table lookup each.
enum : std::uint8_t {
    kSpace = 1,  // ' ' \t \n \v \f \r
    kAlpha = 2,  // letters and '_': may start an identifier
    kDigit = 4,
    kNumber = 8, // may start a number: digits, '-', '+', '.'
    kLetter = 16,
};

struct CharTable {
    std::uint8_t c[256] = {};
    constexpr CharTable()
    {
        for (int ch : {' ', '\t', '\n', '\v', '\f', '\r'})
            c[ch] = kSpace;
        for (int ch = 'a'; ch <= 'z'; ++ch)
            c[ch] = kAlpha | kLetter;
        for (int ch = 'A'; ch <= 'Z'; ++ch)
            c[ch] = kAlpha | kLetter;
        c['_'] = kAlpha;
        for (int ch = '0'; ch <= '9'; ++ch)
            c[ch] = kDigit | kNumber;
        for (int ch : {'-', '+', '.'})
            c[ch] = kNumber;
    }
};
constexpr CharTable kChars;

inline std::uint8_t charClass(char c) { return kChars.c[static_cast<unsigned char>(c)]; }
inline bool isIdentChar(char c) { return (charClass(c) & (kAlpha | kDigit)) != 0; }
inline char lowerChar(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

constexpr double kPowersOf10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Plain decimals (-12, 3.25) with at most 15 digits: the digits and the power of ten are exact
// doubles, so one division is correctly rounded, the same double strtod gives.
bool parsePlainDecimal(const char* p, const char* end, double& out)
{
    const bool negative = p < end && *p == '-';
    p += negative ? 1 : 0;
    std::uint64_t digits = 0;
    int count = 0, fraction = 0;
    bool point = false;
    for (; p < end; ++p) {
        if (*p >= '0' && *p <= '9') {
            if (++count > 15)
                return false;
            digits = digits * 10 + static_cast<std::uint64_t>(*p - '0');
            fraction += point ? 1 : 0;
        } else if (*p == '.' && !point) {
            point = true;
        } else {
            return false;
        }
    }
    if (count == 0)
        return false;
    const double v = static_cast<double>(digits) / kPowersOf10[fraction];
    out = negative ? -v : v;
    return true;
}

// Any other number strtod reads (exponents, 0x hex, inf), with the same result and the same
// refusals (trailing characters, out of range) as before the fast paths.
bool parseNumber(std::string_view s, double& out)
{
    if (parsePlainDecimal(s.data(), s.data() + s.size(), out))
        return true;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc() && end == s.data() + s.size() && !(out != 0 && std::fabs(out) < DBL_MIN))
        return true;
    const std::string copy(s);
    char* stop = nullptr;
    errno = 0;
    out = std::strtod(copy.c_str(), &stop);
    return !copy.empty() && stop == copy.c_str() + copy.size() && errno != ERANGE;
}

enum class Tok { Identifier, Number, String, Equals, Semicolon, LBrace, RBrace, End };

struct Token {
    Tok kind = Tok::End;
    std::string_view text; // identifiers and numbers as written; strings with their quotes
    double number = 0;
    int line = 1;
};

class Lexer {
public:
    explicit Lexer(std::string_view text) : m_p(text.data()), m_end(text.data() + text.size()) {}

    void next(Token& t)
    {
        skipSpaceAndComments();
        t.line = m_line;
        if (m_p == m_end) {
            t.kind = Tok::End;
            return;
        }
        const char c = *m_p;
        switch (c) {
        case '=': ++m_p; t.kind = Tok::Equals; return;
        case ';': ++m_p; t.kind = Tok::Semicolon; return;
        case '{': ++m_p; t.kind = Tok::LBrace; return;
        case '}': ++m_p; t.kind = Tok::RBrace; return;
        case '"': string(t); return;
        default: break;
        }
        const std::uint8_t cls = charClass(c);
        if (cls & kAlpha) {
            const char* start = m_p++;
            while (m_p != m_end && isIdentChar(*m_p))
                ++m_p;
            t.kind = Tok::Identifier;
            t.text = {start, static_cast<std::size_t>(m_p - start)};
            return;
        }
        if (cls & kNumber) {
            number(t);
            return;
        }
        throw ParseError{m_line, std::string("unexpected character '") + c + "'"};
    }

private:
    void skipSpaceAndComments()
    {
        while (m_p != m_end) {
            const char c = *m_p;
            if (c == '\n') {
                ++m_line;
                ++m_p;
            } else if (charClass(c) & kSpace) {
                ++m_p;
            } else if (c == '/' && m_end - m_p > 1 && m_p[1] == '/') {
                while (m_p != m_end && *m_p != '\n')
                    ++m_p;
            } else if (c == '/' && m_end - m_p > 1 && m_p[1] == '*') {
                const int startLine = m_line;
                m_p += 2;
                while (m_end - m_p > 1 && !(m_p[0] == '*' && m_p[1] == '/')) {
                    m_line += *m_p == '\n' ? 1 : 0;
                    ++m_p;
                }
                if (m_end - m_p <= 1)
                    throw ParseError{startLine, "a /* comment is never closed"};
                m_p += 2;
            } else {
                return;
            }
        }
    }

    // Up to the closing quote; a backslash takes the next character as it is.
    void string(Token& t)
    {
        const char* start = m_p++;
        while (true) {
            if (m_p == m_end)
                throw ParseError{t.line, "a string is never closed"};
            const char c = *m_p++;
            if (c == '"')
                break;
            if (c == '\n')
                ++m_line;
            if (c == '\\' && m_p != m_end) {
                m_line += *m_p == '\n' ? 1 : 0;
                ++m_p;
            }
        }
        t.kind = Tok::String;
        t.text = {start, static_cast<std::size_t>(m_p - start)};
    }

    void number(Token& t)
    {
        const char* start = m_p;
        while (m_p != m_end && (charClass(*m_p) & (kLetter | kNumber)))
            ++m_p;
        const std::string_view s(start, static_cast<std::size_t>(m_p - start));
        if (!parseNumber(s, t.number))
            throw ParseError{m_line, "\"" + std::string(s) + "\" is not a number"};
        t.kind = Tok::Number;
        t.text = s;
    }

    const char* m_p;
    const char* m_end;
    int m_line = 1;
};

class Parser {
public:
    Parser(std::string_view text, UdmfHandler& handler) : m_lex(text), m_handler(handler)
    {
        m_fields.reserve(32);
    }

    void parse()
    {
        advance();
        while (m_tok.kind != Tok::End) {
            if (m_tok.kind != Tok::Identifier)
                throw ParseError{m_tok.line, "expected a key or a block name"};
            const Token name = m_tok;
            advance();
            if (m_tok.kind == Tok::Equals) {
                m_handler.assignment(assignment(name.text));
            } else if (m_tok.kind == Tok::LBrace) {
                block(name);
            } else {
                throw ParseError{m_tok.line, "expected '=' or '{' after \"" +
                                                 std::string(name.text) + "\""};
            }
        }
    }

private:
    void advance() { m_lex.next(m_tok); }

    UdmfFieldView assignment(std::string_view key)
    {
        advance(); // '='
        UdmfFieldView f;
        f.key = key;
        f.line = m_tok.line;
        f.raw = m_tok.text;
        switch (m_tok.kind) {
        case Tok::Number: f.kind = UdmfValue::Kind::Number; f.number = m_tok.number; break;
        case Tok::String: f.kind = UdmfValue::Kind::String; break;
        case Tok::Identifier: f.kind = UdmfValue::Kind::Keyword; break;
        default: throw ParseError{m_tok.line, "expected a value after '='"};
        }
        advance();
        if (m_tok.kind != Tok::Semicolon)
            throw ParseError{m_tok.line, "expected ';' after a value"};
        advance();
        return f;
    }

    void block(const Token& name)
    {
        m_fields.clear();
        advance(); // '{'
        while (m_tok.kind != Tok::RBrace) {
            if (m_tok.kind == Tok::End)
                throw ParseError{name.line,
                                 "the " + udmfLower(name.text) + " block is never closed"};
            if (m_tok.kind != Tok::Identifier)
                throw ParseError{m_tok.line,
                                 "expected a key inside the " + udmfLower(name.text) + " block"};
            const std::string_view key = m_tok.text;
            advance();
            if (m_tok.kind != Tok::Equals)
                throw ParseError{m_tok.line, "expected '=' after \"" + udmfLower(key) + "\""};
            m_fields.push_back(assignment(key));
        }
        m_handler.block({name.text, name.line, m_fields});
        advance(); // '}'
    }

    Lexer m_lex;
    Token m_tok;
    UdmfHandler& m_handler;
    std::vector<UdmfFieldView> m_fields; // the current block's, reused
};

bool equalsLower(std::string_view s, std::string_view lower)
{
    if (s.size() != lower.size())
        return false;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (lowerChar(s[i]) != lower[i])
            return false;
    return true;
}

// Builds the document of parseUdmf: every name in lower case, every value copied.
class DocumentBuilder : public UdmfHandler {
public:
    void assignment(const UdmfFieldView& f) override
    {
        m_doc.globals.push_back(field(f));
        if (f.is("namespace"))
            m_doc.nameSpace = m_doc.globals.back().value.text;
    }

    void block(const UdmfBlockView& b) override
    {
        UdmfBlock out;
        out.type = udmfLower(b.type);
        out.line = b.line;
        out.fields.reserve(b.fields.size());
        for (const UdmfFieldView& f : b.fields)
            out.fields.push_back(field(f));
        m_doc.blocks.push_back(std::move(out));
    }

    UdmfDocument take() { return std::move(m_doc); }

private:
    static UdmfField field(const UdmfFieldView& f)
    {
        UdmfField out;
        out.key = udmfLower(f.key);
        out.value.kind = f.kind;
        out.value.line = f.line;
        out.value.raw = std::string(f.raw);
        if (f.kind == UdmfValue::Kind::Number)
            out.value.number = f.number;
        else
            out.value.text = f.text();
        return out;
    }

    UdmfDocument m_doc;
};

} // namespace

std::string udmfLower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = lowerChar(c);
    return out;
}

bool UdmfFieldView::is(std::string_view lowerKey) const { return equalsLower(key, lowerKey); }

bool UdmfFieldView::isTrue() const
{
    return kind == UdmfValue::Kind::Keyword && equalsLower(raw, "true");
}

std::string UdmfFieldView::text() const
{
    switch (kind) {
    case UdmfValue::Kind::Number: return std::string(raw);
    case UdmfValue::Kind::Keyword: return udmfLower(raw);
    case UdmfValue::Kind::String: break;
    }
    // Between the quotes; a backslash takes the next character as it is.
    std::string out;
    const std::string_view inner = raw.substr(1, raw.size() - 2);
    out.reserve(inner.size());
    for (std::size_t i = 0; i < inner.size(); ++i) {
        if (inner[i] == '\\' && i + 1 < inner.size())
            ++i;
        out += inner[i];
    }
    return out;
}

bool UdmfBlockView::is(std::string_view lowerType) const { return equalsLower(type, lowerType); }

const UdmfValue* UdmfBlock::find(std::string_view key) const
{
    // Later assignments of the same key win, as in other UDMF readers.
    const UdmfValue* found = nullptr;
    for (const UdmfField& f : fields)
        if (f.key == key)
            found = &f.value;
    return found;
}

Status scanUdmf(std::string_view text, const std::string& sourceName, UdmfHandler& handler)
{
    try {
        Parser(text, handler).parse();
    } catch (const ParseError& e) {
        return makeError(sourceName + ", line " + std::to_string(e.line) + ": " + e.message + ".");
    }
    return Ok{};
}

Result<UdmfDocument> parseUdmf(std::string_view text, const std::string& sourceName)
{
    DocumentBuilder builder;
    if (auto scanned = scanUdmf(text, sourceName, builder); !scanned)
        return scanned.error();
    return builder.take();
}

} // namespace sw
