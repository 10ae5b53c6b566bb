import Foundation
import XCTest
import CCCTestSupport
@testable import CompactConstraint

/// `LayoutFastReader` gives, for every file it reads, the document of `JSONReader` and
/// `LayoutDecoder` (compared through a full dump of both, private fields included), and
/// leaves every file with a diagnostic to them.
final class LayoutFastReaderTests: XCTestCase {
    /// The fast path's document, or nil; and the general path's with its diagnostics.
    private func both(_ text: [UInt8]) -> (fast: String?, general: String?, diagnostics: Int) {
        let file = SourceFile(path: "t.json", bytes: text)
        let fast = LayoutFastReader.read(file).map(Self.dumped)
        var diagnostics = Diagnostics()
        let general = JSONReader.read(file, into: &diagnostics).map {
            Self.dumped(LayoutDecoder.decode($0, into: &diagnostics))
        }
        return (fast, general, diagnostics.items.count)
    }

    private static func dumped(_ document: LayoutDocument) -> String {
        var text = ""
        dump(document, to: &text)
        return text
    }

    /// Checks that the two paths agree on `text`; true when the fast path read it.
    @discardableResult
    private func check(_ text: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let (fast, general, diagnostics) = both(text)
        guard let fast else { return false }
        let shown = String(decoding: text.prefix(300), as: UTF8.self)
        XCTAssertEqual(diagnostics, 0, shown, file: file, line: line)
        XCTAssertEqual(fast, general, shown, file: file, line: line)
        return true
    }

    private func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        check(Array(text.utf8), file: file, line: line)
    }

    func testPlainLayoutsTakeTheFastPath() {
        for text in [
            "{}", " { } ", #"{"size": {"width": 100, "height": 50}}"#, #"{"size": {"height": 0}}"#,
            #"{"views": {"a": {}, "b": {"superview": "a"}, "c": {"superview": null}}, "constraints": ["a.left = b.left"]}"#,
            #"{"views": {"a": {"intrinsicSize": [80, -1], "size": [null, 20], "hugging": [251, 1000], "compressionResistance": [1, 750]}}}"#,
            #"{"views": {"a": {"layoutMargins": [1, 2, 3, 4], "constraints": ["self.width = 10", "a.h\u00e9ight = 2"]}}}"#,
            #"{"metrics": {"m": 8, "_x1": -1.5e2}, "safeArea": [1,2,3,4], "layoutMargins": [0,0,0,0], "scale": 2, "layoutDirection": "rightToLeft"}"#,
            "{\n\t\"constraints\" :\r\n [ ] , \"views\" : { } }\n",
            #"{"constraints": ["a.left = b.left", "H:|-[a]-|", "\"quoted\"", "é"]}"#,
        ] {
            XCTAssertTrue(check(text), text)
        }
    }

    /// The stack keys (issue #17: the benchmark's stack shapes were read through the tree).
    func testStacksTakeTheFastPath() {
        for text in [
            #"{"views": {"s": {"stack": {"axis": "horizontal", "spacing": 8, "distribution": "fillEqually"}, "align": "fill"}, "a": {"superview": "s"}}}"#,
            #"{"views": {"s": {"stack": {}, "align": "left top"}, "a": {"superview": "s", "hidden": true, "spacingAfter": 4}}}"#,
            #"{"views": {"s": {"stack": {"axis": "vertical", "spacing": "gap", "alignment": "firstBaseline", "layoutMarginsRelative": true, "baselineRelative": false}}}}"#,
            #"{"views": {"a": {"hidden": false, "spacingAfter": "gap"}, "b": {"hidden": "h", "align": "center"}, "c": {"align": "top center"}}}"#,
            #"{"views": {"s": {"stack": {"distribution": "equalCentering", "alignment": "lastBaseline"}, "align": " fill\tcenter "}}}"#,
            #"{"views": {"s": {"stack": {"spacing": "g\u0061p"}, "hidden": "\u0068", "align": "lef\u0074"}}}"#,
            #"{"views": {"a": {"hidden": true}}}"#, #"{"views": {"a": {"stack": {"spacing": -4}}}}"#,
        ] {
            XCTAssertTrue(check(text), text)
        }
    }

    /// Every stack value the general path reports on (or treats specially) is left to it.
    func testStacksWithAProblemAreLeftToTheGeneralPath() {
        for text in [
            #"{"views": {"s": {"stack": {"axis": "Horizontal"}}}}"#, #"{"views": {"s": {"stack": {"axis": 1}}}}"#,
            #"{"views": {"s": {"stack": {"spacing": 1, "spacing": 2}}}}"#, #"{"views": {"s": {"stack": {"bogus": 1}}}}"#,
            #"{"views": {"s": {"stack": {"spacing": null}}}}"#, #"{"views": {"s": {"stack": {"spacing": 1e400}}}}"#,
            #"{"views": {"s": {"stack": {"spacing": 1e12}}}}"#, #"{"views": {"s": {"stack": {"layoutMarginsRelative": "yes"}}}}"#,
            #"{"views": {"s": {"stack": {"layoutMarginsRelative": tru}}}}"#,
            #"{"views": {"s": {"stack": {"baselineRelative": truex}}}}"#, #"{"views": {"s": {"stack": []}}}"#,
            #"{"views": {"s": {"stack": {}, "stack": {}}}}"#, #"{"views": {"s": {"align": "foo"}}}"#,
            #"{"views": {"s": {"align": ""}}}"#, #"{"views": {"s": {"align": "a b c"}}}"#,
            #"{"views": {"s": {"align": "left right"}}}"#, #"{"views": {"s": {"align": 5}}}"#,
            #"{"views": {"s": {"align": "fill", "margin": 4}}}"#, #"{"views": {"s": {"grid": {}}}}"#,
            #"{"views": {"s": {"hidden": null}}}"#, #"{"views": {"s": {"hidden": fals}}}"#,
            #"{"views": {"s": {"spacingAfter": true}}}"#, #"{"views": {"s": {"spacingAfter": 1e309}}}"#,
            #"{"views": {"s": {"hidden": true, "hidden": false}}}"#, #"{"views": {"s": {"baseline": 4}}}"#,
        ] {
            XCTAssertFalse(check(text), text)
        }
    }

    func testEverythingElseIsLeftToTheGeneralPath() {
        for text in [
            "", " ", "[]", "{", "{}x", "{} {}", "\u{FEFF}{}", #"{"size": {}}"#, #"{"size": {"width": -1}}"#,
            #"{"size": {"width": 1, "width": 2}}"#, #"{"views": {"a": {}, "a": {}}}"#, #"{"views": {"1a": {}}}"#,
            #"{"views": {"a b": {}}}"#, #"{"views": {"\u0061": {}}}"#, #"{"views": {"a": {"hidden": 1}}}"#,
            #"{"views": {"a": {"superview": 1}}}"#, #"{"views": {"a": {"superview": nul}}}"#,
            #"{"views": {"a": {"superview": nullx}}}"#, #"{"views": {"a": {"size": [1]}}}"#,
            #"{"views": {"a": {"size": [1, 2, 3]}}}"#, #"{"views": {"a": {"size": [-2, 1]}}}"#,
            #"{"views": {"a": {"hugging": [0, 250]}}}"#, #"{"views": {"a": {"hugging": [null, 250]}}}"#,
            #"{"views": {"a": {"size": [1e8, 1]}}}"#, #"{"views": {"a": {"size": [1e400, 1]}}}"#,
            #"{"views": {"a": {"size": [01, 1]}}}"#, #"{"views": {"a": {"constraints": [{"format": "H:|[a]|"}]}}}"#,
            #"{"views": {"a": {"lint": {}}}}"#, #"{"constraints": ["a", ]}"#, #"{"constraints": ["a" "b"]}"#,
            #"{"constraints": ["a\q"]}"#, #"{"constraints": ["a]}"#, #"{"constraints": [1]}"#,
            #"{"metrics": {"m": "8"}}"#, #"{"metrics": {"m": 1, "m": 2}}"#, #"{"metrics": {"9": 1}}"#,
            #"{"scale": 0}"#, #"{"layoutDirection": "up"}"#, #"{"states": {}}"#, #"{"other": 1}"#,
            #"{"size": {"width": 1}, "size": {"width": 2}}"#, #"{"views": []}"#, #"{"safeArea": [1, 2, 3]}"#,
            #"{"constraints": ["a"],}"#, "{\"constraints\": [\"a\tb\"]}",
        ] {
            XCTAssertFalse(check(text), text)
        }
    }

    func testExamplesAndCorpusLayoutsAgree() throws {
        var folders = [Corpus.url("layouts"), Corpus.packageRoot.appendingPathComponent("Examples")]
        folders.append(Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/lint"))
        var files = 0
        var taken = 0
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
                files += 1
                if check(bytes) { taken += 1 }
            }
        }
        XCTAssertGreaterThan(files, 30)
        XCTAssertGreaterThanOrEqual(taken, 5)
    }

    /// Generated layouts of every kind the fast path reads, then broken at random: a byte
    /// changed, removed, doubled or the file cut short.
    func testGeneratedAndBrokenLayoutsAgree() {
        var random = XorShift(seed: 17)
        var taken = 0
        var broken = 0
        for round in 0..<400 {
            let text = Array(generatedLayout(&random, views: 1 + round % 12).utf8)
            if check(text) { taken += 1 }
            for _ in 0..<8 {
                var mutated = text
                let index = Int(random.next() % UInt64(mutated.count))
                switch random.next() % 5 {
                case 0: mutated[index] = Self.junk[Int(random.next() % UInt64(Self.junk.count))]
                case 1: mutated.remove(at: index)
                case 2: mutated.insert(mutated[index], at: index)
                case 3: mutated.removeSubrange(index...)
                default: mutated[index] = UInt8(truncatingIfNeeded: random.next())
                }
                if !check(mutated) { broken += 1 }
            }
        }
        XCTAssertEqual(taken, 400)
        XCTAssertGreaterThan(broken, 1_000)
    }

    private static let junk = Array(#"{}[]:,"\ -0123456789.eE+nulltrfa"#.utf8) + [0x00, 0x09, 0x0A, 0x7F, 0xC3, 0xFF]

    private func generatedLayout(_ random: inout XorShift, views: Int) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func number() -> String { pick(["0", "1", "-1", "8", "20.5", "1e2", "0.125", "-0", "375", "1E-2", "9999999"]) }
        func size() -> String { pick(["null", "-1", "0", "80", "21.5", "1e3"]) }
        func priority() -> String { pick(["1", "250", "251", "750", "999.5", "1000"]) }
        func space() -> String { pick(["", " ", "\n  ", "\t", "\r\n"]) }
        func strings() -> String {
            let items = (0..<Int(random.next() % 4)).map { _ in
                "\"" + pick(["v0.left = super.left + 8", "self.width = 20 @ 750", "H:|-[v0]-|", "a\\u00e9.top = b.top", "x\\\"y", "v1.width = v0.width * 2"]) + "\""
            }
            return "[" + space() + items.joined(separator: "," + space()) + space() + "]"
        }
        var members: [String] = []
        members.append("\"size\": {\"width\": 375" + (random.next() % 2 == 0 ? ", \"height\": " + number().replacingOccurrences(of: "-", with: "") : "") + "}")
        if random.next() % 2 == 0 { members.append("\"metrics\": {\"m\": \(number()), \"gap_2\": \(number())}") }
        var entries: [String] = []
        for index in 0..<views {
            var fields: [String] = []
            if index > 0, random.next() % 3 == 0 { fields.append("\"superview\": \"v\(Int(random.next() % UInt64(index)))\"") }
            if fields.isEmpty, random.next() % 4 == 0 { fields.append("\"superview\": null") }
            if random.next() % 3 == 0 { fields.append("\"intrinsicSize\": [\(size()), \(size())]") }
            if random.next() % 4 == 0 { fields.append("\"size\": [\(size()),\(space())\(size())]") }
            if random.next() % 4 == 0 { fields.append("\"hugging\": [\(priority()), \(priority())]") }
            if random.next() % 5 == 0 { fields.append("\"compressionResistance\": [\(priority()), \(priority())]") }
            if random.next() % 5 == 0 { fields.append("\"layoutMargins\": [\(number()), \(number()), \(number()), \(number())]") }
            if random.next() % 3 == 0 { fields.append("\"constraints\": \(strings())") }
            if random.next() % 6 == 0 {
                let spacing = pick(["0", "8", "\"gap_2\"", "-2.5"])
                let settings = [
                    "\"axis\": \"\(pick(["horizontal", "vertical"]))\"", "\"spacing\": \(spacing)",
                    "\"distribution\": \"\(pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))\"",
                    "\"alignment\": \"\(pick(["fill", "leading", "center", "trailing", "firstBaseline"]))\"",
                    "\"layoutMarginsRelative\": \(pick(["true", "false"]))", "\"baselineRelative\": \(pick(["true", "false"]))",
                ].filter { _ in random.next() % 2 == 0 }
                fields.append("\"stack\": {" + space() + settings.joined(separator: "," + space()) + space() + "}")
            }
            if random.next() % 5 == 0 { fields.append("\"align\": \"\(pick(["fill", "center", "left top", "bottom trailing", "fill center"]))\"") }
            if random.next() % 6 == 0 { fields.append("\"hidden\": \(pick(["true", "false", "\"m\""]))") }
            if random.next() % 6 == 0 { fields.append("\"spacingAfter\": \(pick(["4", "\"m\"", "0.5"]))") }
            entries.append("\"v\(index)\":\(space()){" + fields.joined(separator: ", ") + "}")
        }
        members.append("\"views\": {" + space() + entries.joined(separator: "," + space()) + space() + "}")
        members.append("\"constraints\": \(strings())")
        if random.next() % 3 == 0 { members.append("\"safeArea\": [\(number()), 0, 0, 0]") }
        if random.next() % 4 == 0 { members.append("\"layoutMargins\": [8, 8, 8, 8]") }
        if random.next() % 4 == 0 { members.append("\"scale\": \(pick(["1", "2", "3.0"]))") }
        if random.next() % 4 == 0 { members.append("\"layoutDirection\": \"\(pick(["leftToRight", "rightToLeft"]))\"") }
        members.shuffle(using: &random)
        return "{" + space() + members.joined(separator: "," + space()) + space() + "}" + space()
    }
}
