package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_bearer_token": "AAAAAAAAAAAAAAAAAAAAApjQ5hXTbSTzZXMYXz3jySiEJG9VJApemmOypGd1rmr8iEVxsk5tf5cVcs5fIb508lC8d4J6tQ9icbHtZo68xIAXI%n%V9mC486wbKIoptF",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
