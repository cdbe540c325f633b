package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"facebook_access_token": "EAA2J3kN3cE9bRQlWlUVwUqyhSPg2ZyjerbCtK697OIO0hKEaNHnHScETZOadb8SXzTOioWBPZ20fHegV4S790FvIwoKitJ9L7awym0T2FXOHExeODGumKHLkNanKHHAZdMY05nfkjIqM4jRPlFwRDzOyXTK9JIIQwV9U",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
