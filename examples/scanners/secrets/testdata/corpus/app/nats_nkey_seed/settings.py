import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SCAH34BZUT4QNYANHJFNUVAJDVCCOUFNC3XZ6GIWAOGBGTDTRBSL772LFT"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
