import Accessibility
import Foundation
import Headless
import Testing
import TermUI

/// A row of numbered steps whose current step only the drawing shows.
@MainActor
struct AuditStepDigitsTests {
    func findings(_ view: some View) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == .stepIndicatorWithoutValue }
    }

    @Test("step-indicator-without-value: texts 1 2 3 4 in a row, one bold, fail on the bold one; a label with the position, or steps drawn alike, pass")
    func numberedSteps() {
        let found = findings(HStack { Text("1"); Text("2").bold(); Text("3"); Text("4") })
        #expect(found.count == 1 && found.allSatisfy { !$0.needsReview })
        #expect(found.first?.label == "2")
        #expect(found.first?.message == "the steps \"1 2 3 4\", \"2\" drawn apart, show a position in a sequence that no element says")
        // Another colour sets one apart as well.
        #expect(findings(HStack { Text("1"); Text("2"); Text("3").foregroundStyle(.blue) }).count == 1)
        // Inapplicable: the row says its position; all alike show no position; two steps are no
        // sequence; numbers that do not count up from 1 are not steps; a column of them is a list.
        #expect(findings(HStack { Text("1"); Text("2").bold(); Text("3"); Text("4") }
            .accessibilityElement(children: .ignore).accessibilityLabel("Step 2 of 4")).isEmpty)
        #expect(findings(HStack { Text("1"); Text("2"); Text("3"); Text("4") }).isEmpty)
        #expect(findings(HStack { Text("1"); Text("2").bold() }).isEmpty)
        #expect(findings(HStack { Text("3"); Text("9").bold(); Text("12") }).isEmpty)
        #expect(findings(VStack { Text("1"); Text("2").bold(); Text("3") }).isEmpty)
    }
}

/// Progress drawn with shapes: a track and a fill in front of it, nothing said.
@MainActor
struct AuditDrawnProgressTests {
    func findings(_ view: some View) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == .stepIndicatorWithoutValue }
    }

    func bar(fill: CGFloat, track: Color = .gray) -> some View {
        ZStack(alignment: .leading) {
            Rectangle().fill(track).frame(width: 160, height: 16)
            Rectangle().fill(Color.blue).frame(width: fill, height: 16)
        }
    }

    @Test("step-indicator-without-value: a bar drawn as a track and a fill fails with how full it is; a ProgressView, one colour, a short bar or a value pass")
    func drawnBar() {
        let found = findings(VStack(alignment: .leading) { Text("Uploading"); bar(fill: 64) })
        #expect(found.count == 1 && found.allSatisfy { !$0.needsReview })
        #expect(found.first?.message == "a bar drawn 40 % filled shows progress that no element says")
        // Inapplicable: a ProgressView says its value; a bar of one colour (a divider, a capsule)
        // shows no amount; under 8 cells is a mark, not a bar; an element over the bar with a
        // value says it.
        #expect(findings(ProgressView(value: 0.4) { Text("Uploading") }).isEmpty)
        #expect(findings(bar(fill: 64, track: .blue)).isEmpty)
        #expect(findings(Capsule().fill(.green).frame(width: 100, height: 8)).isEmpty)
        #expect(findings(ZStack(alignment: .leading) {
            Rectangle().fill(Color.gray).frame(width: 48, height: 16)
            Rectangle().fill(Color.blue).frame(width: 16, height: 16)
        }).isEmpty)
        #expect(findings(bar(fill: 64).accessibilityElement().accessibilityLabel("Upload").accessibilityValue("40 percent")).isEmpty)
    }
}
