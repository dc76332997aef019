import WidgetWire

extension ConfigurationForm {
    /// One parameter of the form.
    public struct Field: Hashable, Sendable, Encodable {
        /// The parameter's name (`--param NAME=...`).
        public var name: String
        /// Its title.
        public var title: String
        /// The input it wants.
        public var input: Input
        /// Its type, as messages name it (`int`, `enum Mood`, `entity ColorEntity`).
        public var type: String
        /// Whether it may have no value.
        public var isOptional: Bool
        /// Whether it is a list (typed comma-separated).
        public var isArray: Bool
        /// Its lower bound, for numbers.
        public var minimum: Double?
        /// Its upper bound, for numbers.
        public var maximum: Double?
        /// The parameter's default as typed, if it declares one.
        public var defaultValue: String?
        /// The current value as typed (`true`, `12`, `daily`, an entity id, a list `a, b`); empty for none.
        public var value: String
        /// The current wire value (entities by id), if any.
        public var wireValue: JSONValue?
        /// How the current value is shown: an enum case's, entity's or option's title.
        public var valueTitle: String?
        /// The values it may take: the parameter's options if it has an `options` handler
        /// (`@Parameter(optionsProvider:)`), else an enum's cases or an entity query's suggestions
        /// (or matches); `nil` for values typed freely.
        public var choices: [Choice]?
        /// The entity type, for entity parameters.
        public var entity: String?
        /// The entity type's name for people (`typeDisplayRepresentation`).
        public var entityName: String?
        /// Whether the entity query can search (`entities(matching:)`).
        public var searchable: Bool
        /// Whether its choices come from an options provider (`@Parameter(optionsProvider:)`), which may follow the
        /// other fields (`@IntentParameterDependency`): a form asks for them again when those change.
        public var hasOptions: Bool
        /// The entity query's `defaultResult()`, if it has one.
        public var defaultChoice: Choice?
        /// Whether the parameter summary shows the field for the form's values.
        public var isVisible: Bool
        /// Remarks: a current entity that no longer exists, a value outside the options offered, a query that cannot search.
        public var notes: [String]
        /// What failed while the field was built (a query or options handler), one diagnostic per problem.
        public var problems: [Diagnostic]

        /// A field for `parameter` with no value, choices or remarks yet.
        public init(_ parameter: ParameterDescriptor, isVisible: Bool) {
            name = parameter.name
            title = parameter.title
            input = Input(parameter.type)
            type = parameter.type.displayName
            isOptional = parameter.isOptional
            isArray = parameter.isArray
            minimum = parameter.bounds?.lowerBound
            maximum = parameter.bounds?.upperBound
            defaultValue = parameter.defaultValue.map { $0.text(.argument, as: parameter.type) }
            value = ""
            searchable = false
            hasOptions = parameter.options != nil
            self.isVisible = isVisible
            notes = []
            problems = []
        }
    }
}
