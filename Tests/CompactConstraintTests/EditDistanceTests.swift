@testable import CompactConstraint
import XCTest
import CCCTestSupport

/// The banded edit distance agrees with the full table whenever the distance is within
/// the limit, and says "beyond" (limit + 1) otherwise.
final class EditDistanceTests: XCTestCase {
    /// Optimal string alignment over the whole table (the definition).
    func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    func testBandedAgreesWithTheFullTable() {
        var random = XorShift(seed: 88_172_645_463_325_252)
        func next(_ n: Int) -> Int { random.int(n) }
        let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
        for _ in 0..<3000 {
            let a = (0..<next(9)).map { _ in alphabet[next(3)] }
            var b = a
            for _ in 0..<next(5) {
                switch next(3) {
                case 0 where !b.isEmpty: b.remove(at: next(b.count))
                case 1: b.insert(alphabet[next(3)], at: next(b.count + 1))
                default: if !b.isEmpty { b[next(b.count)] = alphabet[next(3)] }
                }
            }
            let full = fullDistance(a, b)
            for limit in 0...3 {
                XCTAssertEqual(editDistance(a, b, limit: limit), min(full, limit + 1), "\(a) \(b) limit \(limit)")
            }
        }
    }

    func testLongNamesAreSuggestedInLinearTime() {
        let name = String(repeating: "ab", count: 50_000)
        let misspelt = "x" + name.dropFirst()
        XCTAssertEqual(closestMatch(to: misspelt, in: ["other", name]), name)
        XCTAssertNil(closestMatch(to: misspelt + "yyyy", in: [name]))
    }
}
