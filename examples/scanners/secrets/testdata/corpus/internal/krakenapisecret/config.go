package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "AleU71fzvjgqOjc3NWfdTZnBf1bXd1EZKccFCmG5W8/lgWju3/xp5Wrdm7GPTj+olBl9ltyvaEk9DooFFEOwwV==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
