import CCCTestSupport
import XCTest
@testable import CompactConstraint

/// The one-pass `-` and the `* 1` shortcut give the same expressions, bit for bit, as
/// the arithmetic they replaced (`a + (b * -1)`, and multiplying every coefficient by 1).
final class LinearExpressionArithmeticTests: XCTestCase {
    private func randomExpression(_ random: inout XorShift) -> LinearExpression {
        var expression = LinearExpression(constant: [0, -0.0, 1.5, -7, 1e300][Int.random(in: 0..<5, using: &random)])
        for variable in 0..<8 where Bool.random(using: &random) {
            let coefficient = [1, -1, 0.5, -0.25, 3, 1e-300][Int.random(in: 0..<6, using: &random)]
            expression = expression + LinearExpression(variable: variable, coefficient: coefficient)
        }
        return expression
    }

    private func bits(_ expression: LinearExpression) -> [UInt64] {
        [expression.constant.bitPattern] + expression.terms.flatMap { [UInt64($0.variable), $0.coefficient.bitPattern] }
    }

    func testSubtractionIsAdditionOfTheNegation() {
        var random = XorShift(seed: 17)
        for _ in 0..<2_000 {
            let a = randomExpression(&random)
            let b = Bool.random(using: &random) ? a : randomExpression(&random)
            var negated = LinearExpression(constant: b.constant * -1)
            for term in b.terms {
                negated = negated + LinearExpression(variable: term.variable, coefficient: term.coefficient * -1)
            }
            XCTAssertEqual(bits(a - b), bits(a + negated), "\(a) - \(b)")
        }
    }

    func testMultiplyingByOneKeepsTheExpression() {
        var random = XorShift(seed: 18)
        for _ in 0..<200 {
            let a = randomExpression(&random)
            XCTAssertEqual(bits(a * 1), bits(a))
        }
    }
}
