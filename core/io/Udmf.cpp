#include "io/Udmf.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace sw {

namespace {

enum class Tok { Identifier, Number, String, Equals, Semicolon, LBrace, RBrace, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;
    double number = 0;
    int line = 1;
};

struct ParseError {
    int line;
    std::string message;
};

std::string lower(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

class Lexer {
public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    Token next()
    {
        skipSpaceAndComments();
        Token t;
        t.line = m_line;
        if (m_pos >= m_text.size())
            return t;
        const char c = m_text[m_pos];
        switch (c) {
        case '=': ++m_pos; t.kind = Tok::Equals; return t;
        case ';': ++m_pos; t.kind = Tok::Semicolon; return t;
        case '{': ++m_pos; t.kind = Tok::LBrace; return t;
        case '}': ++m_pos; t.kind = Tok::RBrace; return t;
        case '"': return string(t);
        default: break;
        }
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::size_t start = m_pos;
            while (m_pos < m_text.size() &&
                   (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
                ++m_pos;
            t.kind = Tok::Identifier;
            t.text = std::string(m_text.substr(start, m_pos - start));
            return t;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.')
            return number(t);
        throw ParseError{m_line, std::string("unexpected character '") + c + "'"};
    }

private:
    void skipSpaceAndComments()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_line;
                ++m_pos;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '/') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '*') {
                const int startLine = m_line;
                m_pos += 2;
                while (m_pos + 1 < m_text.size() && !(m_text[m_pos] == '*' && m_text[m_pos + 1] == '/')) {
                    if (m_text[m_pos] == '\n')
                        ++m_line;
                    ++m_pos;
                }
                if (m_pos + 1 >= m_text.size())
                    throw ParseError{startLine, "a /* comment is never closed"};
                m_pos += 2;
            } else {
                return;
            }
        }
    }

    Token string(Token& t)
    {
        ++m_pos; // opening quote
        while (true) {
            if (m_pos >= m_text.size())
                throw ParseError{t.line, "a string is never closed"};
            const char c = m_text[m_pos++];
            if (c == '"')
                break;
            if (c == '\n')
                ++m_line;
            if (c == '\\' && m_pos < m_text.size()) {
                t.text += m_text[m_pos++];
                continue;
            }
            t.text += c;
        }
        t.kind = Tok::String;
        return t;
    }

    Token number(Token& t)
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '.' ||
                m_text[m_pos] == '-' || m_text[m_pos] == '+'))
            ++m_pos;
        const std::string s(m_text.substr(start, m_pos - start));
        char* end = nullptr;
        errno = 0;
        double v = 0;
        // strtod reads decimal and 0x hex integers alike.
        v = std::strtod(s.c_str(), &end);
        if (end != s.c_str() + s.size() || s.empty() || errno == ERANGE)
            throw ParseError{m_line, "\"" + s + "\" is not a number"};
        t.kind = Tok::Number;
        t.number = v;
        t.text = s;
        return t;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
};

class Parser {
public:
    explicit Parser(std::string_view text) : m_lex(text) { advance(); }

    UdmfDocument parse()
    {
        UdmfDocument doc;
        while (m_tok.kind != Tok::End) {
            if (m_tok.kind != Tok::Identifier)
                throw ParseError{m_tok.line, "expected a key or a block name"};
            Token name = m_tok;
            advance();
            if (m_tok.kind == Tok::Equals) {
                UdmfValue v = assignment();
                if (lower(name.text) == "namespace")
                    doc.nameSpace = v.text;
            } else if (m_tok.kind == Tok::LBrace) {
                doc.blocks.push_back(block(name));
            } else {
                throw ParseError{m_tok.line, "expected '=' or '{' after \"" + name.text + "\""};
            }
        }
        return doc;
    }

private:
    void advance() { m_tok = m_lex.next(); }

    UdmfValue assignment()
    {
        advance(); // '='
        UdmfValue v;
        v.line = m_tok.line;
        switch (m_tok.kind) {
        case Tok::Number: v.kind = UdmfValue::Kind::Number; v.number = m_tok.number; break;
        case Tok::String: v.kind = UdmfValue::Kind::String; v.text = m_tok.text; break;
        case Tok::Identifier: v.kind = UdmfValue::Kind::Keyword; v.text = lower(m_tok.text); break;
        default: throw ParseError{m_tok.line, "expected a value after '='"};
        }
        advance();
        if (m_tok.kind != Tok::Semicolon)
            throw ParseError{m_tok.line, "expected ';' after a value"};
        advance();
        return v;
    }

    UdmfBlock block(const Token& name)
    {
        UdmfBlock b;
        b.type = lower(name.text);
        b.line = name.line;
        advance(); // '{'
        while (m_tok.kind != Tok::RBrace) {
            if (m_tok.kind == Tok::End)
                throw ParseError{b.line, "the " + b.type + " block is never closed"};
            if (m_tok.kind != Tok::Identifier)
                throw ParseError{m_tok.line, "expected a key inside the " + b.type + " block"};
            std::string key = lower(m_tok.text);
            advance();
            if (m_tok.kind != Tok::Equals)
                throw ParseError{m_tok.line, "expected '=' after \"" + key + "\""};
            b.fields.push_back({std::move(key), assignment()});
        }
        advance(); // '}'
        return b;
    }

    Lexer m_lex;
    Token m_tok;
};

} // namespace

const UdmfValue* UdmfBlock::find(std::string_view key) const
{
    // Later assignments of the same key win, as in other UDMF readers.
    const UdmfValue* found = nullptr;
    for (const UdmfField& f : fields)
        if (f.key == key)
            found = &f.value;
    return found;
}

Result<UdmfDocument> parseUdmf(std::string_view text, const std::string& sourceName)
{
    try {
        return Parser(text).parse();
    } catch (const ParseError& e) {
        return makeError(sourceName + ", line " + std::to_string(e.line) + ": " + e.message + ".");
    }
}

} // namespace sw
