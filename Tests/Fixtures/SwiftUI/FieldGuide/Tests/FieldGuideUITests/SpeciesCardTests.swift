import Testing
@testable import FieldGuideUI

@Test func examplesAreNamed() {
    #expect(examples.map(\.id) == ["Bird", "Moss"])
}
