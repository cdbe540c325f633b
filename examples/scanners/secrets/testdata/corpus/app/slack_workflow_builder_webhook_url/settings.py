import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_BUILDER_WEBHOOK_URL = "hooks.slack.com/workflows/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
