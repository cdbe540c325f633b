import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "CyCk0kLgNM3auz7k55rfxPn23ZpqwlPF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
