import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SXA5733I2HFOOISW44SFBRNSCWS2NMYZCQQZ4QUPFYPPM34GYIWBZ63WBI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
