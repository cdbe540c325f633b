package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"aws_bedrock_api_key": "ABSKQmVkcm9ja0FQSUtleSZibUWEWPSfeuZa24s4vZ27Cb5FISieFiiKK1l2m+MTfYy7OvAKj7nUo9ixt3Xtax/2ZUngeGM0ZLSeZ/rO8MQ6R82sPcTHtSLqIES+MB9PzM34rwtzLG+tepQDDlaet3Xn8A9JCydR55wltDg5q6t/7TgEdk/y1+Mlw4Mu3L0QD8JM2d8cO1lV02RU=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
