import XCTest
@testable import CompactConstraint

/// Every string of the corpus placed in a plausible Swift call and Objective-C call, with
/// a views dictionary naming its views and a metrics dictionary naming its metrics: no
/// error but the corpus's one known genuine error.
final class SourceCorpusTests: XCTestCase {
    /// The compact string the parser rightly rejects (CorpusTests).
    static let knownError = "transportControls.trailing = labelsContainerView.trailing - controlsMargin / 2"

    func testEveryCompactCorpusStringInASwiftAndAnObjCCallHasNoFalseError() throws {
        let text = try String(contentsOf: Corpus.url("compact-strings.txt"), encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") {
            let string = String(line.split(separator: "\t", omittingEmptySubsequences: false).first ?? "")
            let isVisual = ConstraintDialect(of: SourceString(string)) == .visualFormat
            let (views, metrics) = isVisual ? Self.vflNames(string) : Self.compactNames(string)
            let literal = Self.escaped(string)
            let swift = """
                import UIKit
                final class V: UIView {
                    func layout() {
                        addCompactConstraint("\(literal)", metrics: \(Self.swiftDictionary(metrics, number: true)), views: \(Self.swiftDictionary(views, number: false)))
                    }
                }
                """
            let objc = """
                @implementation V
                - (void)layout {
                    [self addCompactConstraint:@"\(literal)" metrics:\(Self.objcDictionary(metrics, number: true)) views:\(Self.objcDictionary(views, number: false))];
                }
                @end
                """
            let expected: [DiagnosticCode] = string == Self.knownError ? [.operatorAfterConstant] : []
            for (source, language) in [(swift, SourceLanguage.swift), (objc, .objectiveC)] {
                let result = SourceLinter.lint(SourceFile(path: "corpus", text: source), language: language)
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.code), expected, "\(language): \(string)")
                XCTAssertEqual(result.strings.map(\.text), [string])
                XCTAssertEqual(result.strings.map(\.namesChecked), [true])
                XCTAssertEqual(result.diagnostics.filter { $0.code == .sourceStringsUnchecked }.count, 0)
            }
            checked += 1
        }
        XCTAssertEqual(checked, 495)
    }

    func testEveryVisualFormatCorpusStringWithItsOptionsHasNoFalseError() throws {
        var checked = 0
        for (string, column) in try VisualFormatCorpusTests.lines() {
            let (views, metrics) = Self.vflNames(string)
            let names = VisualFormatCorpusTests.optionNames(column).map(VisualFormatOptions.normalize)
            let swiftOptions = "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
            let objcOptions = names.isEmpty ? "0" : names.map { "NSLayoutFormat" + $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined(separator: " | ")
            let literal = Self.escaped(string)
            let swift = """
                func layout() {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                        withVisualFormat: "\(literal)", options: \(swiftOptions),
                        metrics: \(Self.swiftDictionary(metrics, number: true)), views: \(Self.swiftDictionary(views, number: false))))
                }
                """
            let objc = """
                - (void)layout {
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"\(literal)"
                        options:\(objcOptions) metrics:\(Self.objcDictionary(metrics, number: true)) views:\(Self.objcDictionary(views, number: false))]];
                }
                """
            for (source, language) in [(swift, SourceLanguage.swift), (objc, .objectiveC)] {
                let result = SourceLinter.lint(SourceFile(path: "corpus", text: source), language: language)
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], "\(language): \(string) \(column)")
                XCTAssertEqual(result.strings.map(\.text), [string])
                XCTAssertEqual(result.strings.map(\.namesChecked), [true])
            }
            checked += 1
        }
        XCTAssertEqual(checked, 406)
    }

    // MARK: Building the calls

    static func escaped(_ string: String) -> String {
        string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    static func swiftDictionary(_ names: [String], number: Bool) -> String {
        names.isEmpty ? "[:]" : "[" + names.map { "\"\($0)\": \(number ? "10" : $0)" }.joined(separator: ", ") + "]"
    }

    static func objcDictionary(_ names: [String], number: Bool) -> String {
        "@{" + names.map { "@\"\($0)\": \(number ? "@10" : $0)" }.joined(separator: ", ") + "}"
    }

    /// Items of a compact string are views (but `super`, `self`, `safe`); value names are metrics.
    static func compactNames(_ string: String) -> (views: [String], metrics: [String]) {
        var scratch = Diagnostics()
        guard let tree = CompactParser.parse(SourceString(string), into: &scratch) else {
            // Each word once: a key written twice would stop the app (`duplicate-dictionary-key`).
            var seen = Set<String>()
            return (ParsedString.words(in: SharedBytes(Array(string.utf8))).filter { seen.insert($0).inserted }, [])
        }
        var views: [String] = []
        var metrics: [String] = []
        func addView(_ name: String) {
            if !["super", "self", "safe"].contains(name), !views.contains(name) { views.append(name) }
        }
        func addValue(_ value: ValueSyntax?) {
            if case .name(let name) = value, !metrics.contains(name.text) { metrics.append(name.text) }
        }
        addView(tree.first.item.text)
        switch tree.second {
        case .attribute(let attribute): addView(attribute.item.text)
        case .value(let value): addValue(value)
        }
        addValue(tree.multiplier?.value)
        addValue(tree.constant?.value)
        addValue(tree.priority)
        return (views, metrics)
    }

    /// Views in brackets; names in predicates that are no view are metrics.
    static func vflNames(_ string: String) -> (views: [String], metrics: [String]) {
        var scratch = Diagnostics()
        guard let tree = VisualFormatParser.parse(SourceString(string), into: &scratch) else { return ([], []) }
        var views: [String] = []
        for view in tree.views where !views.contains(view.name.text) { views.append(view.name.text) }
        var predicates = tree.views.flatMap(\.predicates)
        for connection in tree.connections + [tree.leadingSuperview?.connection, tree.trailingSuperview?.connection]
            .compactMap({ $0 })
        {
            if case .predicates(let list, _) = connection.kind { predicates += list }
        }
        var metrics: [String] = []
        for predicate in predicates {
            for value in [predicate.object, predicate.priority].compactMap({ $0 }) {
                if case .name(let name) = value, !views.contains(name.text), !metrics.contains(name.text) {
                    metrics.append(name.text)
                }
            }
        }
        return (views, metrics)
    }
}
