import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_SERVICE_TOKEN = "hvs.EmJQwS_ggb7fEiOk_3gcUvwLjg_LSNFj_ihn_995EiOOSi8mwMQGbXEb8_vh6jhnEx1Xolldm6hNzqwlCwBoZ8C_okvp-PsBjsqlReQUlfu"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
