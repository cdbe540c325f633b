import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "3jYyyg0yXkOUAQM2DQsO2vGpf8U48veio92Aaqa9j-LHi6ra4J"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
