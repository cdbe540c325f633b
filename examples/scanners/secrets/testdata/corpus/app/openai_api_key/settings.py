import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENAI_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
