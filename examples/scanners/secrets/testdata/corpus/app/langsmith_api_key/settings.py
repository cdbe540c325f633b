import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LANGSMITH_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
