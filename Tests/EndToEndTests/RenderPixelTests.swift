import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// `ccc render` on every example, drawn by a real renderer (rsvg-convert): the pixel at
/// each view's centre has the fill of the topmost view there, and points outside every
/// view have the root's fill.
final class RenderPixelTests: XCTestCase {
    struct SolvedView {
        var name: String
        var frame: (x: Double, y: Double, width: Double, height: Double)
        var superview: String?
        var ambiguous: Bool
    }

    static func examples() throws -> [String] {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Examples")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "Examples/\($0)" }
    }

    /// The views in file order with their root frames, from `ccc solve` (the TSV's first row,
    /// `self`, is the root's size, not a view).
    static func solve(_ path: String) throws -> [SolvedView] {
        let tsv = try CommandRunner.run(["solve", path, "--format", "tsv"]).stdout
        let json = try CommandRunner.run(["solve", path, "--format", "json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let views = object?["views"] as? [String: [String: Any]] ?? [:]
        return tsv.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5, fields[0] != "self", let x = Double(fields[1]), let y = Double(fields[2]), let w = Double(fields[3]),
                let h = Double(fields[4])
            else { return nil }
            let entry = views[fields[0]]
            return SolvedView(
                name: fields[0], frame: (x, y, w, h), superview: entry?["superview"] as? String,
                ambiguous: entry?["ambiguous"] as? Bool ?? (entry?["ambiguous"] != nil && !(entry?["ambiguous"] is NSNull)))
        }
    }

    /// Painter's order (each view after its superview, siblings in file order) with depths.
    static func paintingOrder(_ views: [SolvedView]) -> [(SolvedView, Int)] {
        var result: [(SolvedView, Int)] = []
        func visit(_ parent: String?, _ depth: Int) {
            for view in views where view.superview == parent {
                result.append((view, depth))
                visit(view.name, depth + 1)
            }
        }
        visit(nil, 1)
        return result
    }

    /// The rectangles of the dashed guides (margins, safe areas) in an SVG.
    static func guideRectangles(_ svg: String) -> [(Double, Double, Double, Double)] {
        svg.split(separator: "\n").filter { $0.contains("class=\"margins\"") || $0.contains("class=\"safe-area\"") }
            .compactMap { line in
                func attribute(_ name: String) -> Double? {
                    guard let start = line.range(of: " \(name)=\"") else { return nil }
                    let rest = line[start.upperBound...]
                    return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
                }
                guard let x = attribute("x"), let y = attribute("y"), let w = attribute("width"), let h = attribute("height")
                else { return nil }
                return (x, y, w, h)
            }
    }

    func testEveryExampleDrawsEachViewInItsColour() throws {
        let rsvg = try ExternalTool.require(["rsvg-convert"], package: "librsvg2-bin")
        let directory = try CommandRunner.temporaryDirectory()
        for example in try Self.examples() {
            let first = try CommandRunner.run(["render", example])
            XCTAssertEqual(first.status, 0, "\(example): \(first.stderr)")
            XCTAssertEqual(first.stderr, "", example)
            let second = try CommandRunner.run(["render", example])
            XCTAssertEqual(first.stdout, second.stdout, "\(example): not byte-identical run to run")

            let name = URL(fileURLWithPath: example).deletingPathExtension().lastPathComponent
            let svg = directory.appendingPathComponent("\(name).svg")
            let png = directory.appendingPathComponent("\(name).png")
            try Data(first.stdout.utf8).write(to: svg)
            try ExternalTool.run(rsvg, ["-f", "png", "-o", png.path, svg.path])

            let order = Self.paintingOrder(try Self.solve(example))
            XCTAssertFalse(order.isEmpty, example)
            var points: [(Int, Int)] = []
            var expected: [(String, Set<String>)] = []
            for (view, _) in order where view.frame.width >= 6 && view.frame.height >= 6 {
                let point = (Int(view.frame.x + view.frame.width / 2), Int(view.frame.y + view.frame.height / 2))
                let (px, py) = (Double(point.0) + 0.5, Double(point.1) + 0.5)
                // The topmost view at that pixel decides its colour.
                guard let (top, depth) = order.last(where: { candidate, _ in
                    let f = candidate.frame
                    return px > f.x && px < f.x + f.width && py > f.y && py < f.y + f.height
                }) else { continue }
                let f = top.frame
                guard min(px - f.x, f.x + f.width - px, py - f.y, f.y + f.height - py) > 2 else { continue }
                var colours: Set<String> = [RenderStyle.fill(depth: depth)]
                if top.ambiguous { colours.insert(RenderStyle.ambiguousHatch) }
                points.append(point)
                expected.append(("\(view.name)'s centre (\(top.name))", colours))
            }
            // Outside every view, away from the dashed guides.
            let guides = Self.guideRectangles(first.stdout)
            var outside: [(Int, Int)] = []
            let rootSize = try rootDimensions(first.stdout)
            var y = 3
            while y < Int(rootSize.1) - 3, outside.count < 6 {
                var x = 3
                while x < Int(rootSize.0) - 3, outside.count < 6 {
                    let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                    let clear = order.allSatisfy { view, _ in
                        let f = view.frame
                        return px < f.x - 3 || px > f.x + f.width + 3 || py < f.y - 3 || py > f.y + f.height + 3
                    } && guides.allSatisfy { g in
                        let onVertical = (abs(px - g.0) < 3 || abs(px - g.0 - g.2) < 3) && py > g.1 - 3 && py < g.1 + g.3 + 3
                        let onHorizontal = (abs(py - g.1) < 3 || abs(py - g.1 - g.3) < 3) && px > g.0 - 3 && px < g.0 + g.2 + 3
                        return !onVertical && !onHorizontal
                    }
                    if clear { outside.append((x, y)) }
                    x += 37
                }
                y += 41
            }
            XCTAssertFalse(outside.isEmpty, "\(example): no point outside every view")
            for point in outside {
                points.append(point)
                expected.append(("outside every view at \(point)", [RenderStyle.rootFill]))
            }
            XCTAssertGreaterThan(points.count, outside.count, "\(example): no view centre checked")
            let colours = try ExternalTool.pixels(png.path, points)
            XCTAssertEqual(colours.count, points.count, example)
            for (colour, (what, allowed)) in zip(colours, expected) {
                XCTAssertTrue(allowed.contains(colour), "\(example): \(what) is \(colour), expected \(allowed.sorted())")
            }
        }
    }

    /// The root's size from the SVG's viewBox.
    func rootDimensions(_ svg: String) throws -> (Double, Double) {
        guard let range = svg.range(of: "viewBox=\"0 0 ") else { throw XCTSkip("no viewBox") }
        let rest = svg[range.upperBound...]
        let numbers = rest.prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        return (numbers.first ?? 0, numbers.last ?? 0)
    }
}
