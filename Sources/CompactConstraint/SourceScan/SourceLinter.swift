/// `ccc lint` of a Swift or Objective-C file: every constraint string of a
/// CompactConstraint or visual format call (ConstraintCallFinder) goes through the same
/// parse and lowering as a layout file's strings, with every diagnostic at the string's
/// place in the source file (through escapes and concatenation). Names are checked only
/// when the call's views and metrics dictionaries are static (StaticDictionary); otherwise
/// only the syntax is, and one note per file says which strings were checked in part or
/// not at all. Never a guess reported as an error.
public enum SourceLinter {
    public static func lint(_ file: SourceFile, language: SourceLanguage) -> SourceLint {
        if let encoding = NotUTF8.detect(file.bytes) {
            var found = Diagnostics()
            let (message, note) = encoding == .utf16
                ? ("the file is UTF-16, not UTF-8", "save it as UTF-8 (Xcode: File inspector, Text Encoding)")
                : ("the file holds NUL bytes, which no text does", "is it a binary file named as a source file?")
            found.warning(
                .sourceNotUTF8, message + ": its constraint strings were not read", at: SourceRange(0, 0),
                notes: [DiagnosticNote(note)])
            return SourceLint(diagnostics: found.items, strings: [])
        }
        // Every call's name contains one of these: a file with neither has no call to read.
        guard contains(file.bytes, "ompactConstraint") || contains(file.bytes, "VisualFormat") else {
            return SourceLint(diagnostics: [], strings: [])
        }
        let text = TokenText(bytes: file.bytes, language: language)
        let reader = StaticReader(text: text, language: language)
        var run = SourceLintRun(text: text, reader: reader)
        for call in ConstraintCallFinder.calls(in: text, language: language) {
            run.check(call)
        }
        var diagnostics = run.diagnostics
        diagnostics.append(contentsOf: run.unusedEntries())
        if let note = run.uncheckedNote() { diagnostics.append(note) }
        return SourceLint(diagnostics: Linter.sorted(diagnostics.items), strings: run.strings)
    }

    /// True when `bytes` contains `word` (a first-byte scan, then a compare).
    static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        word.withUTF8Buffer { needle in
            guard let first = needle.first, needle.count <= bytes.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}

/// The state of linting one file: diagnostics, strings, and what each dictionary's strings use.
struct SourceLintRun {
    let text: TokenText
    let reader: StaticReader
    var diagnostics = Diagnostics()
    var strings: [FoundString] = []
    /// Strings not checked at all (made at run time or interpolated), with why.
    var unchecked: [(range: SourceRange, reason: String)] = []
    /// Strings checked for syntax only (names not static).
    var syntaxOnly: [(range: SourceRange, reason: String)] = []
    /// Each static dictionary, by identity, and every word its strings use; nil words
    /// when some string of a call using it is not known.
    var dictionaries: [Int: (dictionary: StaticDictionary, words: Set<String>?, calls: Int)] = [:]
    /// The scope of each pair of dictionaries (views, metrics identities), made once.
    var scopes: [[Int]: Scope] = [:]

    mutating func check(_ call: ConstraintCall) {
        let views = call.views.flatMap { reader.dictionary($0, call: call.name) }
        let metrics = call.metrics.map { reader.dictionary($0, call: call.name) }
            ?? StaticDictionary(entries: [], identity: -1, range: SourceRange(0, 0), useCount: 0)
        var options: [NameInFile]? = []
        if call.library == .visualFormat, let written = call.options { options = reader.options(written) }
        let names: (views: StaticDictionary, metrics: StaticDictionary)? = views.flatMap { views in metrics.map { (views, $0) } }
        let scope = names.map { names in
            let key = [names.views.identity, names.metrics.identity]
            if let known = scopes[key] { return known }
            let made = SourceScope.scope(views: names.views, metrics: names.metrics)
            scopes[key] = made
            return made
        }
        var words: Set<String>? = []
        for argument in reader.strings(call.strings) {
            guard case .literal(let token) = argument, let literal = text.literal(token) else {
                if case .dynamic(let range, let reason) = argument {
                    let place = text.fileRange(range)
                    unchecked.append((place, reason))
                    let written = FoundString.expression(text.bytes, place)
                    strings.append(FoundString(
                        range: SourceRange(place.lowerBound, place.lowerBound), text: written,
                        dialect: call.library == .visualFormat ? .visualFormat : .unknown, namesChecked: false,
                        reason: reason, syntaxChecked: false))
                }
                words = nil
                continue
            }
            let isVisual = call.library == .visualFormat || ConstraintDialect(of: literal.value) == .visualFormat
            var found = FoundString(
                range: SourceRange(text.tokens[token].start, text.tokens[token].start), text: literal.value.text,
                dialect: isVisual ? .visualFormat : .compact, namesChecked: false)
            defer { strings.append(found) }
            guard literal.isWhole else {
                unchecked.append((text.fileRange(token..<(token + 1)), "interpolated with \\(…)"))
                found.reason = "interpolated with \\(…)"
                found.syntaxChecked = false
                words = nil
                continue
            }
            words?.formUnion(ParsedString.words(in: literal.value.bytes))
            if scope == nil {
                found.reason = "the names of this string were not checked"
            } else if isVisual, options == nil {
                found.reason = "the options are not written as option names, so they and the names were not checked"
            } else {
                found.namesChecked = true
            }
            if let reason = found.reason { syntaxOnly.append((text.fileRange(token..<(token + 1)), reason)) }
            check(literal.value, visual: isVisual, call: call, scope: scope, names: names, options: options)
        }
        for dictionary in [views, metrics].compactMap({ $0 }) where dictionary.identity >= 0 {
            let earlier = dictionaries[dictionary.identity]
            if earlier == nil { duplicateKeys(dictionary) }
            let known = earlier == nil ? words : words.flatMap { mine in earlier?.words.map { $0.union(mine) } }
            dictionaries[dictionary.identity] = (dictionary, known, (earlier?.calls ?? 0) + 1)
        }
    }

    /// One string: parse, then (names known) lower against the call's dictionaries.
    private mutating func check(
        _ value: SourceString, visual: Bool, call: ConstraintCall, scope: Scope?,
        names: (views: StaticDictionary, metrics: StaticDictionary)?, options: [NameInFile]?
    ) {
        var found = Diagnostics()
        defer { report(found, call: call, names: names) }
        if visual {
            guard let tree = VisualFormatParser.parse(value, into: &found) else { return }
            if let scope, let options {
                var lowering = VisualFormatLowering(scope: scope, source: value, selfView: 1)
                _ = lowering.lower(tree, options: options)
                found.append(contentsOf: lowering.diagnostics)
            } else if let options {
                _ = VisualFormatOptions.resolve(
                    options, vertical: tree.orientation == .vertical, viewCount: tree.views.count, into: &found)
            }
        } else {
            var interned = NameInterner()
            var tokens: [CompactToken] = []
            guard let tree = CompactParser.parseTree(value, names: &interned, tokens: &tokens, into: &found) else { return }
            if let scope {
                var lowering = CompactLowering(
                    scope: scope, names: ResolvedNames(interned, scope: scope), source: value, selfView: 1,
                    entryRange: value.fileRange)
                _ = lowering.lower(tree)
                found.append(contentsOf: lowering.diagnostics)
            }
            let metrics = names?.metrics
            CompactConstraintDifferenceCheck.check(tree.syntax(in: value), source: value, into: &found) { syntax in
                switch syntax {
                case .number(let number, _): number
                case .name(let name): metrics?.entries.last { $0.name == name.text }?.value
                }
            }
        }
    }

    /// The diagnostics of one string, with notes that say where the fix goes.
    private mutating func report(
        _ found: Diagnostics, call: ConstraintCall, names: (views: StaticDictionary, metrics: StaticDictionary)?
    ) {
        for diagnostic in found.items {
            var explained = SourceScope.pointingAtDictionaries(diagnostic, names)
            if diagnostic.code == .vflArithmetic, call.library == .visualFormat {
                // Apple's API takes visual format only: the way out is an anchor.
                let anchor = reader.language == .swift
                    ? "a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)"
                    : "[a.widthAnchor constraintEqualToAnchor:b.widthAnchor multiplier:2]"
                explained.notes.append(DiagnosticNote(
                    "the visual format has no multipliers: make this constraint with a layout anchor, such as \(anchor), "
                        + "and leave it out of the string"))
            }
            diagnostics.append(explained)
        }
    }

    /// `unused-dictionary-entry`: an entry of a static dictionary that no string of the
    /// calls using it names, when every use of the dictionary is one of those calls.
    func unusedEntries() -> Diagnostics {
        var found = Diagnostics()
        for identity in dictionaries.keys.sorted() {
            guard let (dictionary, words, calls) = dictionaries[identity], let words, calls == dictionary.useCount else { continue }
            for entry in dictionary.entries where !words.contains(entry.name) {
                found.warning(
                    .unusedDictionaryEntry, "'\(entry.name)' is in the dictionary but no constraint string of the call uses it",
                    at: entry.range,
                    notes: [DiagnosticNote("remove the entry, or name '\(entry.name)' in a string (a misspelt name in a string is reported there)")])
            }
        }
        return found
    }

    /// `duplicate-dictionary-key`: a key written twice in a Swift dictionary literal, which
    /// stops the app when the literal is built ("Fatal error: Dictionary literal contains
    /// duplicate keys", Swift's standard library). Objective-C's `@{}` keeps one of the two
    /// values and clang warns already; it is left alone.
    private mutating func duplicateKeys(_ dictionary: StaticDictionary) {
        guard text.language == .swift else { return }
        var first: [String: SourceRange] = [:]
        for entry in dictionary.entries {
            guard let earlier = first[entry.name] else {
                first[entry.name] = entry.range
                continue
            }
            diagnostics.error(
                .duplicateDictionaryKey,
                "the key '\(entry.name)' is written twice in this dictionary literal: the app stops when it builds it (\"Dictionary literal contains duplicate keys\")",
                at: entry.range, notes: [DiagnosticNote("the first '\(entry.name)' is here", at: earlier)])
        }
    }

    /// One note for the file: how many strings were not checked, or checked for syntax only, and why.
    func uncheckedNote() -> Diagnostic? {
        guard let first = (unchecked.map(\.range) + syntaxOnly.map(\.range)).min() else { return nil }
        var parts: [String] = []
        if !unchecked.isEmpty {
            parts.append("\(unchecked.count) not checked (made at run time)")
        }
        if !syntaxOnly.isEmpty {
            parts.append("\(syntaxOnly.count) checked for syntax only (the views or metrics dictionary is not written in the call or assigned once in the same function, so names could not be checked)")
        }
        let notes = unchecked.map { DiagnosticNote("not checked: \($0.reason)", at: $0.range) }
            + syntaxOnly.map { DiagnosticNote("syntax only: \($0.reason)", at: $0.range) }
        return Diagnostic(
            .note, .sourceStringsUnchecked, "constraint strings of this file: " + parts.joined(separator: "; "),
            at: first, notes: notes)
    }
}
