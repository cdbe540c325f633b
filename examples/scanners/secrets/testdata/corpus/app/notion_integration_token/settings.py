import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_INTEGRATION_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
