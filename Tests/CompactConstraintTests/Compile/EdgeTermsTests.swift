import XCTest
@testable import CompactConstraint

/// `EdgeTerms.difference`, the one-array expression of a relation between two views' edges,
/// against the expressions `Scope` builds and `LinearExpression`'s arithmetic, bit for bit
/// (coefficients, constant and the sign of zero).
final class EdgeTermsTests: XCTestCase {
    private let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .width, .height, .centerX, .centerY]
    private let multipliers: [Double] = [1, 0, -1, 0.5, 2, -0.25, 1e-300]
    private let constants: [Double] = [0, -0.0, 8, -8, 0.1, 1e7]

    private func scope() -> Scope {
        let views = (0..<4).map { index in
            CompiledView(
                name: index == 0 ? "self" : "v\(index)", index: index, superview: index == 0 ? nil : 0, nameRange: nil,
                layoutMargins: .zero)
        }
        return Scope(views: views, metrics: [], direction: .leftToRight)
    }

    private func bits(_ expression: LinearExpression) -> [UInt64] {
        expression.terms.flatMap { [UInt64($0.variable), $0.coefficient.bitPattern] } + [expression.constant.bitPattern]
    }

    func testMatchesTheScopeExpressionsBitForBit() {
        let scope = scope()
        for first in attributes {
            for (a, b) in [(1, 2), (2, 1), (1, 1), (3, 0), (0, 3)] {
                let lhs = EdgeTerms.of(first, view: a)
                XCTAssertNotNil(lhs)
                guard let lhs else { continue }
                for constant in constants {
                    let alone = EdgeTerms.difference(lhs, nil, multiplier: 1, constant: constant)
                    let reference = scope.expression(first, of: .view(a)) - LinearExpression(constant: constant)
                    XCTAssertEqual(bits(alone), bits(reference), "\(first) of v\(a) - \(constant)")
                    for second in attributes {
                        guard let rhs = EdgeTerms.of(second, view: b) else { continue }
                        for multiplier in multipliers {
                            let fast = EdgeTerms.difference(lhs, rhs, multiplier: multiplier, constant: constant)
                            let slow = ConstraintBuilder.expression(
                                scope.expression(first, of: .view(a)), scope.expression(second, of: .view(b)),
                                multiplier: multiplier, constant: constant, in: .root)
                            XCTAssertEqual(
                                bits(fast), bits(slow), "v\(a).\(first) - (v\(b).\(second) * \(multiplier) + \(constant))")
                        }
                    }
                }
            }
        }
    }

    func testMarginsBaselinesAndGuidesTakeTheScopePath() {
        for attribute in [LayoutAttribute.leftMargin, .topMargin, .centerXWithinMargins, .baseline, .firstBaseline] {
            XCTAssertNil(EdgeTerms.of(attribute, view: 1))
        }
    }
}
