import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PYPI_UPLOAD_TOKEN = "pypi-AgEIcHlwaS5vcmcCAQACIPK9w6MVgSA-7dOXU0mqMNnXKdQy7G77p68nS675NVv9tUC38wRPtz_zINcLglizRlTqkPsiEN_wvT5k95vCFg0ItL_urnIZoKXRxbazAIqxy_EwVuAADIOQ-whgu47HyDj1JYt5FWSWFRaUx3cZ7ZM_lneNO4C-7g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
