import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_API_KEY = "lin_api_4q3J0Een0grRJNZUfKwfxh4gKqA6iZVRSRci1jV9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
