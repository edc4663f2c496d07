@testable import KineticInspector
import Testing

@Suite struct NumberedQueueTests {
    /// Elements keep the numbers they were appended with across drops and the shift that reuses
    /// the dropped slots (after 65 drops, more than half of the storage).
    @Test func numbersSurviveDropsAndTheShift() {
        var queue = NumberedQueue<String>()
        #expect(queue.isEmpty && queue.endNumber == 0 && queue.lastNumber == nil)
        for number in 0..<100 { #expect(queue.append("e\(number)") == number) }
        for number in 0..<70 { #expect(queue.removeFirst() == "e\(number)") }
        #expect(queue.firstNumber == 70 && queue.endNumber == 100 && queue.first == "e70" && queue.last == "e99")
        #expect(queue[85] == "e85" && queue.elements.count == 30)
        queue[85] = "changed"
        #expect(queue.append("e100") == 100 && queue[85] == "changed" && queue[100] == "e100")
        queue.removeAll()
        #expect(queue.isEmpty && queue.firstNumber == 101 && queue.append("next") == 101)
    }
}
