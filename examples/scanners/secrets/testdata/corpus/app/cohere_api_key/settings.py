import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "FLO1PLwU5YzPf4pw5YLyoR4KS5k4kautKR9HmA0p"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
