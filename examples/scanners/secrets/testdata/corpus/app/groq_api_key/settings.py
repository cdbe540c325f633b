import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GROQ_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
