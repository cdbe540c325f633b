import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "LedH2Y4FCFhOXiasGZaLM4M7B"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
