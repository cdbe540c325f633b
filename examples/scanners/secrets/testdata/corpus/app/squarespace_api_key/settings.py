import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "5d7eb543-1cec-8923-eca4-df4aa7dfd3ba"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
