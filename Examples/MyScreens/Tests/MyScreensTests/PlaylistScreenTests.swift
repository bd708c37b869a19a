import Headless
import MyScreens
import Testing

@MainActor
struct PlaylistScreenTests {
    @Test("the row reads as one element with Favorite as its action")
    func rowIsOneElement() {
        let reader = ScreenReaderSession(PlaylistScreen())
        reader.next()
        #expect(reader.spoken == "Evening playlist, Heading")
        reader.next()
        #expect(reader.focused == "Ocean sounds")
        #expect(reader.actions() == ["Actions menu, 1 item, Favorite"])
        #expect(reader.auditFindings.isEmpty)
    }
}
