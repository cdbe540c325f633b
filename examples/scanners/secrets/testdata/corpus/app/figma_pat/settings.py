import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FIGMA_PAT = "figd_gZH5hGuTkik9EvbbDj_qNwOiJ4U7iOwKVvJFW3uF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
