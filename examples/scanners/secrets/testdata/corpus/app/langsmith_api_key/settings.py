import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LANGSMITH_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
