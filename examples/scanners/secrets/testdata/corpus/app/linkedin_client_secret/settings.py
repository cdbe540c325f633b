import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINKEDIN_CLIENT_SECRET = "jtyqVI1hVkumx10t"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
