package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"mapbox_secret_token": "sk.eyJTKWJYZJC5mZ6grUaldjZnaZrz1CuQ1UwnzOOl-AV9E3V1ww-pqavONz0-TtLgbf7yoO02tvgmWPHYS1C3A4jQ_9b2ZJYKBEf4bIKKfUfPHD99u6nIn1YhIWwO6sV-bIgigr8s9IiN-Ei-XSdrWeY.CO7fnF5OYeIIFD4plHGxD5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
