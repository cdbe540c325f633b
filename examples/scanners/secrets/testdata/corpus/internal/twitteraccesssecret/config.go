package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"twitter_access_secret": "qjjxbQTTV5NDp58JejR8gaiP0b9IDkE0mbx6owZy9znSO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
