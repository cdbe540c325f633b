import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENROUTER_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
