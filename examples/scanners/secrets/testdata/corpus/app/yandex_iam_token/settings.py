import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.U1WKIXA908tVHGPGfzoikDcwjYN2WOB_eV4KoDzPsDIviDkwltKU_55mRWJZZ_87a0_1OoKdZLirHaeHs7SmgFM9MzCoKc-Le8BUTZphD_xg6l2SOXf1WiE7FkeI-RbkAWcprlLV7Jpy4HUeJL_-wV0p9MguvcEtilsuaHAjvyp==.LLV7dUbEZZoNAec0UIwrjn9jOX222bgGaa8MwO_g3nVdxQNEH9pYTv3LuZSWJm9ZAa2j4nxjyUNb_gX6NbM0Vw="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
