import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "RxpAPKNJ_LLtIy5azNS0XNs7QflrKs_0zUk77rSr41ssaxffjZfJz4d94vZ90uyc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
