import CCCTestSupport
import XCTest
@testable import CompactConstraint

/// `LinearTerms` keeps one or two terms inline and more in an array (issue #18); read back,
/// compared and hashed, it is the array of terms it holds, and the expression arithmetic
/// gives the terms, bit for bit, that it gave on plain arrays.
final class LinearTermsTests: XCTestCase {
    private func term(_ variable: Int, _ coefficient: Double) -> LinearTerm {
        LinearTerm(variable: variable, coefficient: coefficient)
    }

    private func bits(_ terms: some Collection<LinearTerm>) -> [UInt64] {
        terms.flatMap { [UInt64(bitPattern: Int64($0.variable)), $0.coefficient.bitPattern] }
    }

    func testAppendingReadsBackInOrderWhereverTheTermsAreKept() {
        let all = [term(0, 1), term(6, -0.5), term(7, 2), term(40, -1e-300), term(41, .infinity)]
        for count in 0...all.count {
            var appended = LinearTerms()
            for index in 0..<count { appended.append(all[index]) }
            let built = LinearTerms(Array(all.prefix(count)))
            XCTAssertEqual(appended.count, count)
            XCTAssertEqual(bits(appended), bits(all.prefix(count)))
            XCTAssertEqual(bits(built), bits(all.prefix(count)))
            XCTAssertEqual(appended, built)
            XCTAssertEqual(appended.hashValue, built.hashValue)
            XCTAssertEqual(appended.first?.variable, all.prefix(count).first?.variable)
            XCTAssertEqual(appended.dropFirst().map(\.variable), all.prefix(count).dropFirst().map(\.variable))
        }
    }

    func testAVariableOutside32BitsIsKeptExactly() {
        let big = term(Int(Int32.max) + 1, 3)
        let negative = term(-5, 0.25)
        for terms in [[big], [term(1, 1), big], [negative], [negative, term(2, 1)]] {
            XCTAssertEqual(bits(LinearTerms(terms)), bits(terms))
            var appended = LinearTerms()
            for term in terms { appended.append(term) }
            XCTAssertEqual(bits(appended), bits(terms))
        }
    }

    func testReservingThenShrinkingKeepsTheTerms() {
        var terms = LinearTerms([term(2, 1)])
        terms.reserveCapacity(5)
        terms.append(term(3, -1))
        terms.shrinkToInline()
        XCTAssertEqual(bits(terms), bits([term(2, 1), term(3, -1)]))
        XCTAssertEqual(terms, [term(2, 1), term(3, -1)])
        XCTAssertNotEqual(terms, [term(2, 1), term(3, 1)])
        XCTAssertNotEqual(terms, [term(2, 1)])
    }

    /// The merge of two sorted term lists as `LinearExpression` made it on arrays.
    private func referenceMerge(_ a: [LinearTerm], _ b: [LinearTerm], sign: Double) -> [LinearTerm] {
        var result: [LinearTerm] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].variable < b[j].variable) {
                result.append(a[i])
                i += 1
            } else if i == a.count || b[j].variable < a[i].variable {
                result.append(term(b[j].variable, sign * b[j].coefficient))
                j += 1
            } else {
                let sum = a[i].coefficient + sign * b[j].coefficient
                if sum != 0 { result.append(term(a[i].variable, sum)) }
                i += 1
                j += 1
            }
        }
        return result
    }

    func testTheArithmeticGivesTheTermsItGaveOnArrays() {
        var random = XorShift(seed: 1_818)
        func randomTerms() -> [LinearTerm] {
            var terms: [LinearTerm] = []
            for variable in 0..<6 where Int.random(in: 0..<3, using: &random) == 0 {
                terms.append(term(variable, [1, -1, 0.5, 3, 1e-300, -2][Int.random(in: 0..<6, using: &random)]))
            }
            return terms
        }
        func expression(_ terms: [LinearTerm]) -> LinearExpression {
            var expression = LinearExpression(constant: 1.5)
            for term in terms { expression = expression + LinearExpression(variable: term.variable, coefficient: term.coefficient) }
            return expression
        }
        for _ in 0..<3_000 {
            let a = randomTerms()
            let b = randomTerms()
            XCTAssertEqual(bits(expression(a).terms), bits(a))
            XCTAssertEqual(bits((expression(a) + expression(b)).terms), bits(referenceMerge(a, b, sign: 1)))
            XCTAssertEqual(bits((expression(a) - expression(b)).terms), bits(referenceMerge(a, b, sign: -1)))
            let factor = [2, -0.5, 1e-300, 0][Int.random(in: 0..<4, using: &random)]
            let scaled = factor == 0 ? [] : a.map { term($0.variable, $0.coefficient * factor) }
            XCTAssertEqual(bits((expression(a) * factor).terms), bits(scaled))
        }
    }
}
