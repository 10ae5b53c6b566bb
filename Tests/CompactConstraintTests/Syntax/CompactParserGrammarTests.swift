import XCTest
@testable import CompactConstraint

/// Every form of the compact grammar, with the ranges of every node.
final class CompactParserGrammarTests: XCTestCase {
    private func attribute(_ item: String, _ itemStart: Int, _ attribute: String) -> AttributeSyntax {
        let dot = itemStart + item.utf8.count
        return AttributeSyntax(
            item: NameSyntax(item, itemStart..<dot),
            attribute: NameSyntax(attribute, (dot + 1)..<(dot + 1 + attribute.utf8.count)))
    }

    func testFullConstraint() {
        let text = "spinner.left == button.right * 2 + 10 @ 750 # spin "
        XCTAssertEqual(parseOK(text), ConstraintSyntax(
            first: attribute("spinner", 0, "left"),
            relation: RelationSyntax(.equal, 13..<15),
            second: .attribute(attribute("button", 16, "right")),
            multiplier: MultiplierSyntax(isDivision: false, value: .number(2, 31..<32), range: 29..<32),
            constant: ConstantSyntax(isSubtraction: false, value: .number(10, 35..<37), range: 33..<37),
            priority: .number(750, 40..<43),
            identifier: IdentifierSyntax("spin", 44..<51),
            range: 0..<51))
    }

    func testAttributeOnTheRight() {
        let tree = parseOK("a.left = b.right")
        XCTAssertEqual(tree?.first, attribute("a", 0, "left"))
        XCTAssertEqual(tree?.relation, RelationSyntax(.equal, 7..<8))
        XCTAssertEqual(tree?.second, .attribute(attribute("b", 9, "right")))
        XCTAssertNil(tree?.multiplier)
        XCTAssertNil(tree?.constant)
        XCTAssertNil(tree?.priority)
        XCTAssertNil(tree?.identifier)
        XCTAssertEqual(tree?.range, 0..<16)
    }

    func testRelations() {
        XCTAssertEqual(parseOK("a.left <= b.left")?.relation, RelationSyntax(.lessThanOrEqual, 7..<9))
        XCTAssertEqual(parseOK("a.left >= b.left")?.relation, RelationSyntax(.greaterThanOrEqual, 7..<9))
        XCTAssertEqual(parseOK("a.left == b.left")?.relation, RelationSyntax(.equal, 7..<9))
    }

    func testMetricNumberAndNegativeNumberOperands() {
        XCTAssertEqual(parseOK("a.width = spacing")?.second, .value(.name(NameSyntax("spacing", 10..<17))))
        XCTAssertEqual(parseOK("a.width = 200")?.second, .value(.number(200, 10..<13)))
        XCTAssertEqual(parseOK("a.width = -4")?.second, .value(.number(-4, 10..<12)))
        XCTAssertEqual(parseOK("a.width = - 4.5")?.second, .value(.number(-4.5, 10..<15)))
        XCTAssertEqual(parseOK("a.width = .5")?.second, .value(.number(0.5, 10..<12)))
    }

    func testValueThenConstant() {
        let tree = parseOK("a.width = 200 - 40")
        XCTAssertEqual(tree?.second, .value(.number(200, 10..<13)))
        XCTAssertEqual(tree?.constant, ConstantSyntax(isSubtraction: true, value: .number(40, 16..<18), range: 14..<18))
        let metric = parseOK("containerView.height = widgetHeight - doubleMargin")
        XCTAssertEqual(metric?.second, .value(.name(NameSyntax("widgetHeight", 23..<35))))
        XCTAssertEqual(metric?.constant?.value, .name(NameSyntax("doubleMargin", 38..<50)))
    }

    func testMultipliers() {
        XCTAssertEqual(parseOK("a.height = a.width * 0.4")?.multiplier,
                       MultiplierSyntax(isDivision: false, value: .number(0.4, 21..<24), range: 19..<24))
        XCTAssertEqual(parseOK("a.height = b.height / 2")?.multiplier,
                       MultiplierSyntax(isDivision: true, value: .number(2, 22..<23), range: 20..<23))
        XCTAssertEqual(parseOK("a.height = a.width * heightFactor")?.multiplier?.value,
                       .name(NameSyntax("heightFactor", 21..<33)))
        XCTAssertEqual(parseOK("a.width = b.width * -1")?.multiplier?.value, .number(-1, 20..<22))
        let metricTimes = parseOK("a.width = m * 2 + 3")
        XCTAssertEqual(metricTimes?.second, .value(.name(NameSyntax("m", 10..<11))))
        XCTAssertEqual(metricTimes?.multiplier?.value, .number(2, 14..<15))
        XCTAssertEqual(metricTimes?.constant?.value, .number(3, 18..<19))
    }

    func testConstants() {
        XCTAssertEqual(parseOK("a.left = b.left + 10")?.constant,
                       ConstantSyntax(isSubtraction: false, value: .number(10, 18..<20), range: 16..<20))
        // `- 10` is a subtraction, not a negative number.
        XCTAssertEqual(parseOK("a.left = b.left - 10")?.constant,
                       ConstantSyntax(isSubtraction: true, value: .number(10, 18..<20), range: 16..<20))
        XCTAssertEqual(parseOK("a.left = b.left + -20")?.constant,
                       ConstantSyntax(isSubtraction: false, value: .number(-20, 18..<21), range: 16..<21))
        XCTAssertEqual(parseOK("a.left = b.left - -20")?.constant,
                       ConstantSyntax(isSubtraction: true, value: .number(-20, 18..<21), range: 16..<21))
        XCTAssertEqual(parseOK("a.left = b.left + margin")?.constant?.value, .name(NameSyntax("margin", 18..<24)))
    }

    func testNoBlankForms() {
        XCTAssertEqual(parseOK("cameraButton.width = view.width/2.24")?.multiplier,
                       MultiplierSyntax(isDivision: true, value: .number(2.24, 32..<36), range: 31..<36))
        XCTAssertEqual(parseOK("a.width = view.width-110")?.constant,
                       ConstantSyntax(isSubtraction: true, value: .number(110, 21..<24), range: 20..<24))
        XCTAssertEqual(parseOK("x.left = summaryLabel.left-4")?.constant,
                       ConstantSyntax(isSubtraction: true, value: .number(4, 27..<28), range: 26..<28))
        XCTAssertEqual(parseOK("a.top=topLayoutGuide.bottom+10")?.constant,
                       ConstantSyntax(isSubtraction: false, value: .number(10, 28..<30), range: 27..<30))
        let tight = parseOK("a.left==b.left*2+-3@high#x")
        XCTAssertEqual(tight?.constant?.value, .number(-3, 17..<19))
        XCTAssertEqual(tight?.priority, .name(NameSyntax("high", 20..<24)))
        XCTAssertEqual(tight?.identifier, IdentifierSyntax("x", 24..<26))
    }

    func testPriorities() {
        XCTAssertEqual(parseOK("spinner.height = 40 @ 100")?.priority, .number(100, 22..<25))
        XCTAssertEqual(parseOK("a.left = b.right + 10 @ highPriority")?.priority, .name(NameSyntax("highPriority", 24..<36)))
        XCTAssertEqual(parseOK("a.left = b.left @ -1")?.priority, .number(-1, 18..<20))
    }

    func testIdentifiers() {
        let tree = parseOK("button.centerX = super.centerX # horizontally-center button")
        XCTAssertEqual(tree?.identifier, IdentifierSyntax("horizontally-center button", 31..<59))
        XCTAssertEqual(tree?.range, 0..<59)
        XCTAssertEqual(parseOK("a.left = b.left #")?.identifier, IdentifierSyntax("", 16..<17))
        XCTAssertEqual(parseOK("a.left = b.left #   ")?.identifier, IdentifierSyntax("", 16..<20))
        XCTAssertEqual(parseOK("a.left = b.left # a + b @ 5 § ")?.identifier?.text, "a + b @ 5 §")
    }

    func testSurroundingBlanksAreOutsideTheRange() {
        XCTAssertEqual(parseOK("  a.left = b.left  \n")?.range, 2..<17)
    }

    func testKeywordsAndAttributeNamesAreOrdinaryNames() {
        XCTAssertEqual(parseOK("self.height = self.width * 0.4")?.first.item.text, "self")
        XCTAssertEqual(parseOK("a.bottom = b.top - bottomMargin")?.constant?.value, .name(NameSyntax("bottomMargin", 19..<31)))
        XCTAssertEqual(parseOK("a.left = left")?.second, .value(.name(NameSyntax("left", 9..<13))))
        XCTAssertEqual(parseOK("a.down = botto - 50")?.first.attribute.text, "down")
    }
}
