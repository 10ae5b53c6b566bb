/// The suppressions of a Swift or Objective-C file, written in comments (line or block):
///
/// * `// ccc:disable-next-line CODE…` silences the codes on the line after the comment;
/// * `// ccc:disable CODE…` … `// ccc:enable CODE…` silences them on every line from the
///   first comment to the second (to the end of the file without an enable).
///
/// Codes are separated by blanks or commas; `--` ends them (a reason may follow). A code
/// that is no rule is an `unknown-rule` warning, a `FixedErrors` code a `fixed-error`
/// warning, and a `ccc:` word that is no directive, a directive without codes or an enable
/// without its disable an `unknown-rule` warning. Comments are found between the scanner's
/// tokens, so text in string literals is never read as one.
public enum SourceSuppressions {
    static let directives = ["disable-next-line", "disable", "enable"]

    public static func collect(_ file: SourceFile, language: SourceLanguage, into diagnostics: inout Diagnostics) -> [Suppression] {
        guard SourceLinter.contains(file.bytes, "ccc:") else { return [] }
        let bytes = file.bytes
        let tokens = language.scan(bytes).tokens
        var comments: [Range<Int>] = []
        var gapStart = 0
        for token in tokens + [SourceToken(kind: .identifier, start: bytes.count, end: bytes.count, depth: 0)] {
            if token.start > gapStart { comments += commentBodies(bytes, gapStart..<token.start, nested: language == .swift) }
            gapStart = max(gapStart, token.end)
        }
        var suppressions: [Suppression] = []
        var open: [DiagnosticCode: (line: Int, code: Suppression.Code)] = [:]
        var openOrder: [DiagnosticCode] = []
        for body in comments {
            guard let directive = parse(bytes, body) else { continue }
            let line = file.location(of: body.lowerBound).line
            let wordRange = SourceRange(directive.word.lowerBound, directive.word.upperBound)
            let word = String(decoding: bytes[directive.word], as: UTF8.self)
            guard directives.contains(word) else {
                diagnostics.warning(
                    .unknownRule, "'ccc:\(word)' is no ccc directive (ccc:disable-next-line, ccc:disable, ccc:enable); it is ignored",
                    at: wordRange, notes: suggestionNote(for: word, in: directives, at: wordRange))
                continue
            }
            if directive.codes.isEmpty {
                diagnostics.warning(.unknownRule, "'ccc:\(word)' names no code; it is ignored", at: wordRange)
                continue
            }
            var codes: [Suppression.Code] = []
            for codeBytes in directive.codes {
                let name = String(decoding: bytes[codeBytes], as: UTF8.self)
                let range = SourceRange(codeBytes.lowerBound, codeBytes.upperBound)
                guard let code = RuleNames.code(name, at: range, into: &diagnostics) else { continue }
                if FixedErrors.contains(code) {
                    // Said once, at the disable.
                    if word == "enable" { continue }
                    diagnostics.append(FixedErrors.warning(code, at: range, "suppressed"))
                    continue
                }
                codes.append(Suppression.Code(code, at: range))
            }
            switch word {
            case "disable-next-line":
                let next = file.location(of: body.upperBound).line + 1
                if !codes.isEmpty { suppressions.append(Suppression(codes: codes, scope: .lines(next...next))) }
            case "disable":
                for code in codes where open[code.code] == nil {
                    open[code.code] = (line, code)
                    openOrder.append(code.code)
                }
            default:
                for code in codes {
                    guard let start = open.removeValue(forKey: code.code) else {
                        diagnostics.warning(
                            .unknownRule, "'ccc:enable \(code.code.rawValue)' has no 'ccc:disable \(code.code.rawValue)' before it",
                            at: code.range)
                        continue
                    }
                    suppressions.append(Suppression(codes: [start.code], scope: .lines(start.line...line)))
                }
            }
        }
        for code in openOrder {
            if let start = open[code] {
                suppressions.append(Suppression(codes: [start.code], scope: .lines(start.line...Int.max)))
            }
        }
        return suppressions
    }

    /// The bodies of the comments in a stretch between tokens (blanks and comments only).
    static func commentBodies(_ bytes: [UInt8], _ gap: Range<Int>, nested: Bool) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var index = gap.lowerBound
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        func at(_ i: Int) -> UInt8 { i < gap.upperBound ? bytes[i] : 0 }
        while index < gap.upperBound {
            if at(index) == slash, at(index + 1) == slash {
                let start = index + 2
                var end = start
                while end < gap.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                bodies.append(start..<end)
                index = end
            } else if at(index) == slash, at(index + 1) == star {
                let start = index + 2
                var end = start
                var depth = 1
                while end < gap.upperBound {
                    if at(end) == star, at(end + 1) == slash {
                        depth -= 1
                        if depth == 0 { break }
                        end += 2
                    } else if nested, at(end) == slash, at(end + 1) == star {
                        depth += 1
                        end += 2
                    } else {
                        end += 1
                    }
                }
                bodies.append(start..<end)
                index = end + 2
            } else {
                index += 1
            }
        }
        return bodies
    }

    /// `ccc:WORD CODE, CODE -- reason` in a comment body (after `/`, `*`, `!` and blanks).
    static func parse(_ bytes: [UInt8], _ body: Range<Int>) -> (word: Range<Int>, codes: [Range<Int>])? {
        var index = body.lowerBound
        while index < body.upperBound, [UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "!")].contains(bytes[index])
            || SourceBytes.isBlank(bytes[index])
        {
            index += 1
        }
        let prefix = Array("ccc:".utf8)
        guard body.upperBound - index >= prefix.count, Array(bytes[index..<(index + prefix.count)]) == prefix else { return nil }
        index += prefix.count
        func isCodeByte(_ byte: UInt8) -> Bool { !SourceBytes.isBlank(byte) && byte != UInt8(ascii: ",") }
        let wordStart = index
        while index < body.upperBound, isCodeByte(bytes[index]) { index += 1 }
        let word = wordStart..<index
        var codes: [Range<Int>] = []
        while index < body.upperBound {
            if !isCodeByte(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            while index < body.upperBound, isCodeByte(bytes[index]) { index += 1 }
            if index - start >= 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: "-") { break }
            // A block comment's closing `*` on the last code is not part of it.
            var end = index
            while end > start, bytes[end - 1] == UInt8(ascii: "*") { end -= 1 }
            if end > start { codes.append(start..<end) }
        }
        return (word, codes)
    }
}
