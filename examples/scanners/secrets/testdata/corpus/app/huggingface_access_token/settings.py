import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUGGINGFACE_ACCESS_TOKEN = "hf_1BdAOMXuV6Pb7NovM3ls58WIC7xlICcGsm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
