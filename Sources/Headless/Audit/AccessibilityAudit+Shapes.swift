import Accessibility

/// shape-characters-label: a label made only of shape characters is read by the characters'
/// names. Page dots drawn as `Text("●")`, `Text("○")` are heard as "black circle", "white
/// circle", a rating `Text("★★★☆☆")` as five star names: what they stand for (the page, the
/// rating) is never said.
extension AccessibilityAudit {
    /// The runs of siblings side by side whose labels are only shape characters, each reported
    /// once, on its first element: three page dots are one finding.
    static func shapeCharactersLabels(_ siblings: [AccessibilityElement]) -> [AuditFinding] {
        var found: [AuditFinding] = []
        var run: [AccessibilityElement] = []
        func flush() {
            guard let first = run.first else { return }
            let said = run.map(\.label).joined(separator: ", ")
            let message = run.count == 1
                ? "its label, \"\(first.label)\", is only shapes, read by their characters' names"
                : "it and the \(run.count - 1) beside it (\(said)) are only shapes, read by their characters' names"
            found.append(finding(.shapeCharactersLabel, first, message,
                                 fix: run.count == 1 ? ".accessibilityLabel or .accessibilityValue saying what the shapes stand for "
                                        + "(\"4 of 5 stars\"), or .accessibilityHidden(true) if they only decorate"
                                     : ".accessibilityElement(children: .ignore) on the row, with .accessibilityValue(\"Page 1 of \(run.count)\") "
                                        + "or what the shapes stand for"))
            run.removeAll()
        }
        for element in siblings {
            if isShapesOnly(element) {
                run.append(element)
            } else {
                flush()
            }
        }
        flush()
        return found
    }

    /// An element (not a container, not one whose value says what it means) whose label has a
    /// shape character and nothing but shapes and spaces.
    static func isShapesOnly(_ element: AccessibilityElement) -> Bool {
        // The label first: most labels end the look at their first letter.
        var shapes = 0
        for scalar in element.label.unicodeScalars {
            if scalar.properties.isWhitespace { continue }
            guard isShape(scalar) else { return false }
            shapes += 1
        }
        return shapes > 0 && !element.isContainer && (element.value ?? "").isEmpty
    }

    /// Geometric shapes, bullets, stars, box drawing and block elements: characters drawn for
    /// their look, whose names say nothing of what they stand for.
    static func isShape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x25A0...0x25FF,  // Geometric Shapes: ● ○ ■ □ ◆ ◇ ▲ ▼
             0x2500...0x259F,  // Box Drawing, Block Elements: ─ │ █ ░
             0x2605, 0x2606,   // ★ ☆
             0x2022, 0x2023, 0x2043, 0x2219, 0x00B7,  // • ‣ ⁃ ∙ ·
             0x2B1B, 0x2B1C, 0x2B24, 0x26AA, 0x26AB:  // ⬛ ⬜ ⬤ ⚪ ⚫
            true
        default:
            false
        }
    }
}
