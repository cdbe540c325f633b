import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_SECRET = "pbJVjmBiEoIwvQ56w6D5umbHKKOtPc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
