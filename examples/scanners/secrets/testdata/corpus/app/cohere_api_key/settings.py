import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "f9XQCCQeH7UJemSOvHV7rEyO5WURwoyNh2d7avJt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
