package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_bearer_token": "AAAAAAAAAAAAAAAAAAAAAfrs3Y69c8r7b24MgPDANE9qUihftjZ8zS2etKnwBX5uFU9quq42WJBYo09DHhrB91KZ0Y0WFKkLtRA46%RfmyLLih8pfdIJcGdYaMOA2nzxPYPGvYrz5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
