import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SXALNJH2S4MKT6F33CRQCNJG7TNJP6CBDVEA63GXGWPSV57VK5AM3WVJ72"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
