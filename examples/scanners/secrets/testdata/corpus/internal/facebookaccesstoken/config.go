package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"facebook_access_token": "EAAT6Fn7LHcvEcRbIyQZRO3DP5PwyXVdMbK1RIKmY6TqbG0Csmz3AEzfmqFim2rn0Yi1KfmGZcRml06f5WeCVp10HjQYRC8IYlemht344RdsOABkTD2ap1gSQ5t8TdyjAZOTVuuannzaWmFhR37PG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
