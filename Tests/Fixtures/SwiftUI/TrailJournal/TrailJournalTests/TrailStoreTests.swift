import XCTest
@testable import TrailJournal

final class TrailStoreTests: XCTestCase {
    func testToggleFavorite() {
        let store = TrailStore()
        store.toggleFavorite(Trail.samples[1])
        XCTAssertTrue(store.isFavorite(Trail.samples[1]))
    }
}
