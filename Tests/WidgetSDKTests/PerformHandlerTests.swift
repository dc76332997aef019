import Testing
import WidgetWire

@testable import WidgetSDK

@Suite struct PerformHandlerTests {
    let runtime = makeFixtureRuntime()

    private func perform(_ intent: String, _ parameters: [String: JSONValue]) async throws -> HandlerResult {
        await runtime.perform(intentID: intent, request: try json(PerformRequest(parameters: parameters)))
    }

    @Test func setsEveryValueResolvesEntitiesAndRunsPerform() async throws {
        let token = UUID().uuidString
        let result = try await perform(
            "Fixtures.RecordingIntent",
            [
                "token": .string(token), "amount": 7, "interval": "weekly", "when": 1_700_000_000,
                "tasks": .array([.string(SeedTasks.writeTests.id.uuidString.lowercased()), .string(SeedTasks.shipIt.id.uuidString)]),
            ])
        let response = try decodeSuccess(result, as: PerformResponse.self)
        #expect(response == PerformResponse(value: 14, dialog: "Recorded 7"))
        #expect(Fixtures.recorded.withLock { $0[token] } == "7 weekly [Write tests+Ship it] 1700000000")
    }

    @Test func appliesDefaultsToParametersTheRequestLeavesOut() async throws {
        let token = UUID().uuidString
        _ = try decodeSuccess(try await perform("Fixtures.RecordingIntent", ["token": .string(token)]), as: PerformResponse.self)
        #expect(Fixtures.recorded.withLock { $0[token] } == "1 daily [] -")
    }

    @Test func performsTheInvocationOfAButtonAsTheHostWouldSendIt() async throws {
        let edit = "edit \(UUID().uuidString)"
        let invocation = makeIntentInvocation(SeedAppIntents.ButtonIntent(widgetEdit: edit))
        let result = await runtime.perform(
            intentID: invocation.intent, request: try json(PerformRequest(parameters: invocation.parameters)))
        #expect(try decodeSuccess(result, as: PerformResponse.self) == PerformResponse())
        #expect(SeedAppIntents.edits.withLock { $0.contains(edit) })
    }

    @Test func anEntityIdThatNoLongerResolvesIsNotFound() async throws {
        let result = try await perform(
            "Fixtures.RecordingIntent", ["token": "t", "tasks": .array(["D2B1E5B8-0000-4000-8000-000000000000"])])
        let error = try #require(failure(of: result))
        #expect(error.status == .notFound)
        #expect(
            error.message
                == "parameter 'tasks' of Fixtures.RecordingIntent (entity SeedTasks.TaskItem): no entity with id "
                + "'D2B1E5B8-0000-4000-8000-000000000000' exists any more (its query did not return it)")
    }

    @Test func aThrownErrorFailsWithItsMessage() async throws {
        let error = try #require(failure(of: try await perform("Fixtures.FailingIntent", [:])))
        #expect(error.status == .failed)
        #expect(error.message == "Fixtures.FailingIntent.perform() failed: the counter is locked")

        let unlocked = try await perform("Fixtures.FailingIntent", ["locked": false])
        #expect(try decodeSuccess(unlocked, as: PerformResponse.self) == PerformResponse())
    }

    @Test func anEntityQueryThatThrowsFails() async throws {
        let error = try #require(failure(of: try await perform("Fixtures.FailingIntent", ["vault": 7])))
        #expect(error.status == .failed)
        #expect(
            error.message
                == "parameter 'vault' of Fixtures.FailingIntent (entity Fixtures.Vault): the entity query failed: the counter is locked")
    }

    @Test func rejectsBadRequestsWithMessagesNamingTheProblem() async throws {
        let cases: [(String, [String: JSONValue], HandlerError.Status, String)] = [
            (
                "Nope", [:], .notFound,
                "the plugin has no intent 'Nope'; its intents are "
            ),
            (
                "Fixtures.RecordingIntent", ["token": "t", "colour": "red"], .invalidArgument,
                "Fixtures.RecordingIntent has no parameter 'colour'; its parameters are token, amount, interval, tasks, when"
            ),
            (
                "Fixtures.RecordingIntent", ["token": "t", "amount": "ten"], .invalidArgument,
                "parameter 'amount' of Fixtures.RecordingIntent expects an integer, got string 'ten'"
            ),
            (
                "Fixtures.RecordingIntent", ["token": "t", "interval": "monthly"], .invalidArgument,
                "parameter 'interval' of Fixtures.RecordingIntent (enum SeedSoup.RefreshInterval) has no case 'monthly'; "
                    + "expected one of hourly, daily, weekly"
            ),
            (
                "Fixtures.RecordingIntent", ["amount": 2], .invalidArgument,
                "parameter 'token' of Fixtures.RecordingIntent (string) has no value and no default; a value is required"
            ),
            (
                "Fixtures.RecordingIntent", ["token": "t", "tasks": .array(["not-a-uuid"])], .invalidArgument,
                "parameter 'tasks' of Fixtures.RecordingIntent (entity SeedTasks.TaskItem): 'not-a-uuid' is not a valid identifier"
            ),
        ]
        for (intent, parameters, status, message) in cases {
            let error = try #require(failure(of: try await perform(intent, parameters)))
            #expect(error.status == status)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func rejectsMalformedRequestJSON() async throws {
        let error = try #require(failure(of: await runtime.perform(intentID: "Fixtures.RecordingIntent", request: "{\"params\": 1}")))
        #expect(error.status == .invalidArgument)
        #expect(
            error.message
                == "the perform request for Fixtures.RecordingIntent is not valid: invalid PerformRequest JSON at parameters: "
                + "required key 'parameters' is missing")
    }
}
